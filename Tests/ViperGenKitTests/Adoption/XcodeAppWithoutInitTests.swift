import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 22: in an app built from an `.xcodeproj` that viper-gen has not adopted, `module` and
/// `service` add the new files to the app target of the nearest project file above the output
/// folder, in the same transaction; registration is left to the user, as outside any project.
@Suite("Xcode apps without init")
struct XcodeAppWithoutInitTests {
    private let pbxproj = XcodeAppFolder.pbxproj
    private let modules = "MyApp/Classes/Modules"

    @Test func aModuleJoinsTheAppTargetOfTheNearestProjectFile() throws {
        let app = try XcodeAppFolder.swiftUIApp()
        let before = try DirectorySnapshot(of: app.path)
        let preview = KitRun.generate(
            .module,
            .fixed("Payments") {
                $0.flags.output = modules
                $0.flags.dryRun = true
            }, in: app.url)
        #expect(preview.code == .success, "\(preview.err)")
        #expect(preview.out.contains("PaymentsView.swift in Sources */"), "\(preview.out)")
        #expect(try DirectorySnapshot(of: app.path) == before)

        // Run from a folder below the app's: the project file is found above the output folder.
        let run = KitRun.generate(
            .module, .fixed("Payments") { $0.flags.output = "Modules" },
            in: app.appending("MyApp/Classes"))

        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("Added 7 files to the MyApp target in MyApp.xcodeproj."))
        // The standalone advice says once why it is not registered and how to adopt the app;
        // the tests are left out as outside any project (no test folder is known).
        let notRegistered = "Not registered: there is no viper-gen project here"
        #expect(run.out.components(separatedBy: notRegistered).count == 2, "\(run.out)")
        #expect(run.out.contains("Tests not written:"), "\(run.out)")
        #expect(!run.out.contains("test files"), "\(run.out)")
        // Only the module's folder and the project file changed.
        let after = try DirectorySnapshot(of: app.path)
        let changed = after.entries.keys.filter { after.entries[$0] != before.entries[$0] }
        #expect(changed.allSatisfy { $0.hasPrefix("\(modules)/Payments") || $0 == pbxproj })
        #expect(changed.contains(pbxproj))
        #expect(Set(before.entries.keys).isSubset(of: after.entries.keys))
        let text = try app.read(pbxproj)
        #expect(text.contains("PaymentsAssembly.swift in Sources */"))
        #expect(!text.contains("PaymentsPresenterTests"))
    }

    @Test func aServiceJoinsTheAppTargetAndNoRegisterLeavesTheProjectFile() throws {
        let app = try XcodeAppFolder.swiftUIApp()
        let original = try app.read(pbxproj)
        let declined = KitRun.generate(
            .service,
            .fixed("Network") {
                $0.flags.output = "MyApp/Classes/Services"
                $0.flags.noRegister = true
            }, in: app.url)
        #expect(declined.code == .success, "\(declined.err)")
        #expect(!declined.out.contains("Added"), "\(declined.out)")
        #expect(try app.read(pbxproj) == original)

        let run = KitRun.generate(
            .service, .fixed("Cache") { $0.flags.output = "MyApp/Classes/Services" }, in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("files to the MyApp target in MyApp.xcodeproj."), "\(run.out)")
        #expect(try app.read(pbxproj).contains("CacheService.swift in Sources */"))
    }

    @Test func severalProjectFilesInTheNearestFolderAreRefusedAndNothingWritten() throws {
        let app = try XcodeAppFolder.swiftUIApp()
        try app.write("Other.xcodeproj/project.pbxproj", try XcodeAppFolder.fixture())
        let before = try DirectorySnapshot(of: app.path)
        let run = KitRun.generate(
            .module, .fixed("Payments") { $0.flags.output = modules }, in: app.url)
        #expect(run.code == .cannotCreate, "\(run.err)")
        #expect(
            run.err.contains("holds several Xcode projects (MyApp.xcodeproj, Other.xcodeproj)"),
            "\(run.err)")
        #expect(run.err.contains("viper-gen init --xcode-project PATH"), "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func noProjectFileIsLookedForInTheHomeFolderOrAbove() throws {
        // The app's folder is the "home": its project file is not the module's.
        let app = try XcodeAppFolder.swiftUIApp()
        let original = try app.read(pbxproj)
        let home = app.path
        let run = KitRun.run(in: app.url) { environment, console in
            var environment = environment
            environment.homeDirectory = { home }
            let options = GenerateOptions.fixed("Payments") { $0.flags.output = modules }
            try Generator(
                command: .module, options: options, environment: environment, console: console
            ).run()
        }
        #expect(run.code == .success, "\(run.err)")
        #expect(!run.out.contains("Added"), "\(run.out)")
        #expect(try app.read(pbxproj) == original)
        #expect(FileManager.default.fileExists(atPath: app.path("\(modules)/Payments")))
    }
}
