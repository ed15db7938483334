import Testing
import ViperGenXcode

/// Issue 36: `.xcconfig` files as Xcode reads them, includes followed.
@Suite("xcconfig files")
struct XCConfigFileTests {
    @Test func settingsAndIncludesAreReadInOrder() {
        let file = XCConfigFile(
            text: """
                // Shared settings
                #include "Base.xcconfig"
                #include? "Local.xcconfig"
                SWIFT_VERSION = 6.0 // the language mode
                IPHONEOS_DEPLOYMENT_TARGET=15.0;
                SWIFT_ACTIVE_COMPILATION_CONDITIONS[config=Debug] = DEBUG
                not a setting
                """)
        #expect(
            file.lines == [
                .include(path: "Base.xcconfig", optional: false),
                .include(path: "Local.xcconfig", optional: true),
                .setting(key: "SWIFT_VERSION", value: "6.0"),
                .setting(key: "IPHONEOS_DEPLOYMENT_TARGET", value: "15.0"),
            ])
    }

    @Test func includesAreFollowedInPlaceAndLaterLinesWin() {
        let files = [
            "Config/App.xcconfig":
                "SWIFT_VERSION = 5.0\n#include \"Shared/Base.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 16.0\n",
            "Config/Shared/Base.xcconfig":
                "SWIFT_VERSION = 6.0\nIPHONEOS_DEPLOYMENT_TARGET = 13.0\n#include? \"Missing.xcconfig\"\n",
        ]
        let settings = XCConfigFile.settings(of: "Config/App.xcconfig") { files[$0] }
        #expect(settings == ["SWIFT_VERSION": "6.0", "IPHONEOS_DEPLOYMENT_TARGET": "16.0"])
    }

    @Test func anIncludeCycleEnds() {
        let files = [
            "A.xcconfig": "#include \"B.xcconfig\"\nSWIFT_VERSION = 5.0\n",
            "B.xcconfig": "#include \"A.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 12.0\n",
        ]
        let settings = XCConfigFile.settings(of: "A.xcconfig") { files[$0] }
        #expect(settings == ["SWIFT_VERSION": "5.0", "IPHONEOS_DEPLOYMENT_TARGET": "12.0"])
    }

    @Test func anUnreadableFileGivesNothing() {
        #expect(XCConfigFile.settings(of: "Missing.xcconfig") { _ in nil }.isEmpty)
    }
}
