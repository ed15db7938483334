import Foundation
import ViperGenTestSupport

/// Apps built from an `.xcodeproj` for the membership tests: sources, and the project file of
/// the objectVersion 56 fixture (classic groups, CocoaPods; the targets MyApp, MyAppTests that
/// depends on it and is hosted in it, and MyAppWidget), changed as a test needs.
package enum XcodeAppFolder {
    /// The project file's path in the app's folder.
    package static let pbxproj = "MyApp.xcodeproj/project.pbxproj"

    /// The fixture's text.
    package static func fixture() throws -> String {
        try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent(
                "Tests/Fixtures/Xcode/objectVersion-56.pbxproj"), encoding: .utf8)
    }

    /// The fixture with its unit-test target renamed `Specs` (its product name is kept) and no
    /// longer depending on MyApp: only its TEST_HOST says it tests MyApp; `hosted: false` also
    /// drops TEST_HOST and BUNDLE_LOADER, so nothing does.
    package static func specsFixture(hosted: Bool) throws -> String {
        var text = try fixture()
            .replacingOccurrences(of: "\t\t\tname = MyAppTests;\n", with: "\t\t\tname = Specs;\n")
            .replacingOccurrences(
                of: "\t\t\t\t7D0E77597E64D223CDC90BE5 /* PBXTargetDependency */,\n", with: "")
        if !hosted {
            text = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("TEST_HOST =") && !$0.contains("BUNDLE_LOADER =") }
                .joined(separator: "\n")
        }
        return text
    }

    /// `MyApp/` with the sources of an app from the original Xcode template beside
    /// `MyApp.xcodeproj` holding `pbxproj` (the fixture unless told), not adopted.
    package static func swiftUIApp(pbxproj text: String? = nil) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("viper-gen-xcode-app")
        let legacy = RepositoryPaths.goldens.appendingPathComponent(
            "wiring/xcode-template/before/Legacy")
        try FileManager.default.copyItem(at: legacy, to: folder.appending("MyApp"))
        try folder.write(pbxproj, text ?? fixture())
        return folder
    }

    /// The project `viper-gen project Demo --template <style>` makes (its golden), adopted as
    /// it is, with `MyApp.xcodeproj` holding `pbxproj` (the fixture unless told) beside it.
    package static func generatedApp(style: String, pbxproj text: String? = nil) throws
        -> TemporaryFolder
    {
        let folder = try TemporaryFolder("viper-gen-xcode-\(style)")
        try FileManager.default.removeItem(at: folder.url)
        try FileManager.default.copyItem(
            at: RepositoryPaths.goldens.appendingPathComponent("\(style)-project/Demo"),
            to: folder.url)
        try folder.write(pbxproj, text ?? fixture())
        return folder
    }
}
