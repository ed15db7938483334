import Foundation
import Testing
import ViperGenCLITestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// `-o` naming a folder of the project in another spelling (through a link, as `/tmp` names
/// `/private/tmp` on a Mac) is still inside the project: the module is registered, its tests
/// placed and the type-clash scan run, as with the project's own spelling.
@Suite("Output folder spelled another way")
struct OutputSpellingTests {
    private let modules = "Sources/MyApp/Classes/Modules"

    @Test func aModuleThroughALinkToTheProjectIsRegistered() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        let alias = folder.appending("Alias")
        try FileManager.default.createSymbolicLink(at: alias, withDestinationURL: folder.url)
        let output = alias.appendingPathComponent("MyApp/\(modules)").path
        let run = WiringFixture.run(["module", "Payments", "-o", output], in: project)
        #expect(run.code == .success, "\(run.err)")
        let rootApp = try String(
            contentsOf: project.appendingPathComponent("Sources/MyApp/RootApp.swift"),
            encoding: .utf8)
        #expect(rootApp.contains("PaymentsAssembly"), "\(run.out)\n\(rootApp)")
        #expect(
            FileManager.default.fileExists(
                atPath: project.appendingPathComponent(
                    "Tests/MyAppTests/Payments/PaymentsPresenterTests.swift"
                ).path))
        #expect(!run.out.contains("Alias"), "shown in the project's spelling:\n\(run.out)")
    }

    @Test func aFolderOutsideTheProjectStaysOutside() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        try FileManager.default.createDirectory(
            at: folder.appending("Elsewhere"), withIntermediateDirectories: true)
        let run = WiringFixture.run(
            ["module", "Payments", "-o", folder.appending("Elsewhere").path], in: project)
        #expect(run.code == .success, "\(run.err)")
        let rootApp = try String(
            contentsOf: project.appendingPathComponent("Sources/MyApp/RootApp.swift"),
            encoding: .utf8)
        #expect(!rootApp.contains("PaymentsAssembly"))
    }
}
