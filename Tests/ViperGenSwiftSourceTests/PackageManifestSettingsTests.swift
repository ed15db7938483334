import Testing

@testable import ViperGenSwiftSource

/// Issue 36: the language mode, default isolation and iOS version a Package.swift states.
@Suite("Package manifest settings")
struct PackageManifestSettingsTests {
    @Test func theToolsVersionImpliesTheLanguageMode() {
        let six = PackageManifestSettings(
            text: "// swift-tools-version: 6.0\nimport PackageDescription\n")
        #expect(six.toolsMajorVersion == 6)
        #expect(six.languageMode == "6")
        let five = PackageManifestSettings(text: "// swift-tools-version:5.9\n")
        #expect(five.languageMode == "5")
        #expect(five.defaultIsolation == nil)
        #expect(five.iOSVersion == nil)
    }

    @Test func listedLanguageModesWin() {
        let text = """
            // swift-tools-version: 6.0
            let package = Package(
                name: "Shop", platforms: [.iOS(.v15)],
                targets: [.target(name: "Shop")],
                swiftLanguageModes: [.v5]
            )
            """
        let settings = PackageManifestSettings(text: text)
        #expect(settings.languageMode == "5")
        #expect(settings.iOSVersion == "15.0")
    }

    @Test func aTargetsSwiftSettingsAreRead() {
        let text = """
            // swift-tools-version: 6.2
            let package = Package(
                name: "Shop", platforms: [.iOS("16.4")],
                targets: [
                    .target(
                        name: "Shop",
                        swiftSettings: [.defaultIsolation(MainActor.self), .swiftLanguageMode(.v6)]
                    )
                ]
            )
            """
        let settings = PackageManifestSettings(text: text)
        #expect(settings.languageMode == "6")
        #expect(settings.defaultIsolation == "MainActor")
        #expect(settings.iOSVersion == "16.4")
    }

    @Test func commentedSettingsAreNot() {
        let text =
            "// swift-tools-version: 5.10\n// swiftSettings: [.defaultIsolation(MainActor.self)]\n"
        #expect(PackageManifestSettings(text: text).defaultIsolation == nil)
    }
}
