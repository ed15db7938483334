import Foundation
import Testing
import ViperGenTemplates
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// The app files after registering modules and a service, compared with Tests/Goldens/wiring.
@Suite("Wiring goldens", .alsoOnAPFS)
struct WiringGoldenTests {
    @Test func freshProjectAfterEachCommandMatchesGoldens() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        let steps = [
            ("1-module-Payments", (ScaffoldKind.module, "Payments")),
            ("2-module-Profile", (ScaffoldKind.module, "Profile")),
            ("3-service-Network", (ScaffoldKind.service, "Network")),
        ]
        for (golden, arguments) in steps {
            let run = WiringFixture.run(arguments, in: project)
            #expect(run.code == .success, "\(arguments): \(run.err)")
            #expect(run.err.isEmpty, "\(arguments)")
            let snapshot = try WiringFixture.snapshot(WiringFixture.appFiles, of: project)
            try GoldenTree.assertMatches(snapshot.url, golden: "wiring/fresh-project/\(golden)")
        }
    }

    @Test func moduleReportsEachUpdatedFile() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        let run = KitRun.generate(.module, ["Payments"], in: project)
        #expect(run.code == .success)
        for path in WiringFixture.appFiles {
            #expect(run.out.contains("Updating \(path)\n"), "\(path)")
        }
        #expect(run.out.contains("Next steps: Payments is registered in the app."))
        #expect(!run.out.contains("register Payments in the app"))
    }

    @Test func userEditedFilesKeepTheirFormattingAndGainOneRegistration() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        try WiringFixture.copyFixture("wiring/user-edited/before", into: project)
        try WiringFixture.recordNonisolatedViewBuilder(in: project)
        let run = KitRun.generate(.module, ["Payments"], in: project)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.err.isEmpty)
        let service = KitRun.generate(.service, ["Network"], in: project)
        #expect(service.code == .success, "\(service.err)")
        let snapshot = try WiringFixture.snapshot(WiringFixture.appFiles, of: project)
        try GoldenTree.assertMatches(snapshot.url, golden: "wiring/user-edited/after")
    }

    @Test func conditionalBlocksGetRegistrationsAfterTheirEndifInTheAppsOwnContainer() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        try WiringFixture.copyFixture("wiring/conditional-compilation/before", into: project)
        try WiringFixture.recordNonisolatedViewBuilder(in: project)
        for arguments in [(ScaffoldKind.module, "Payments"), (ScaffoldKind.service, "Network")] {
            let run = WiringFixture.run(arguments, in: project)
            #expect(run.code == .success, "\(arguments): \(run.err)")
            #expect(run.err.isEmpty, "\(arguments): \(run.err)")
        }
        let snapshot = try WiringFixture.snapshot(WiringFixture.appFiles, of: project)
        try GoldenTree.assertMatches(snapshot.url, golden: "wiring/conditional-compilation/after")
    }

    @Test func originalXcodeTemplateProjectIsWiredFromItsStructure() throws {
        let folder = try TemporaryFolder()
        try WiringFixture.copyFixture("wiring/xcode-template/before", into: folder.url)
        for arguments in [(ScaffoldKind.module, "Payments"), (ScaffoldKind.service, "Network")] {
            let run = WiringFixture.run(arguments, in: folder.url)
            #expect(run.code == .success, "\(arguments): \(run.err)")
            #expect(run.err.isEmpty, "\(arguments)")
        }
        let files = [
            "Legacy/RootApp.swift", "Legacy/ApplicationViewBuilder.swift", "Legacy/RootView.swift",
            "Legacy/Classes/Services/NavigationService/NavigationService.swift",
        ]
        let snapshot = try WiringFixture.snapshot(files, of: folder.url)
        try GoldenTree.assertMatches(snapshot.url, golden: "wiring/xcode-template/after")
    }
}
