import Foundation
import ViperGenTestSupport

/// The SwiftUI app of ``XcodeAppFolder/swiftUIApp(pbxproj:)`` with a generator's spec from
/// `Tests/Fixtures/Generators` beside its `.xcodeproj`.
enum GeneratorApp {
    /// The fixtures' folder.
    static let fixtures = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Generators")

    /// The project file, relative to the app's folder.
    static let pbxproj = XcodeAppFolder.pbxproj

    /// The app with the fixture `spec` copied in as `name` (`project.yml`, `Project.swift`);
    /// without its `.xcodeproj` when `generated` is false, as in a repository that does not
    /// commit it.
    static func make(spec: String, as name: String, generated: Bool = true) throws
        -> TemporaryFolder
    {
        let app = try XcodeAppFolder.swiftUIApp()
        try FileManager.default.copyItem(
            at: fixtures.appendingPathComponent(spec), to: app.appending(name))
        if !generated {
            try FileManager.default.removeItem(at: app.appending("MyApp.xcodeproj"))
        }
        return app
    }
}
