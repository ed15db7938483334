import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// A module or service whose types or file names the app target already has is refused with
/// 73 before anything is written: the app would no longer compile with both.
@Suite("Safety: type and file name clashes", .alsoOnAPFS)
struct SafetyTypeClashTests {
    private let services = "Sources/MyApp/Classes/Services"
    private let modules = "Sources/MyApp/Classes/Modules"

    @Test func moduleNamedLikeAnExistingServiceExits73AndWritesNothing() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        #expect(WiringFixture.run(["service", "Network"], in: project).code == .success)
        let before = try DirectorySnapshot(of: project.path)

        let run = WiringFixture.run(["module", "NetworkService"], in: project)

        #expect(run.code == .cannotCreate)
        #expect(
            run.err == """
                Error: The module NetworkService would clash with what the app target already \
                has, and the app would no longer compile:
                  type NetworkServiceAssembly, file name NetworkServiceAssembly.swift
                    in \(services)/NetworkService/NetworkServiceAssembly.swift
                    and the new \(modules)/NetworkService/Assembly/NetworkServiceAssembly.swift
                Nothing was written. Choose another name for the module.

                """)
        #expect(try DirectorySnapshot(of: project.path) == before)
    }

    @Test func pathsAreShownRelativeToTheCurrentFolder() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        #expect(WiringFixture.run(["service", "Network"], in: project).code == .success)
        let nested = project.appendingPathComponent("Sources/MyApp")
        let run = WiringFixture.run(["module", "NetworkService"], in: nested)
        #expect(run.code == .cannotCreate)
        #expect(
            run.err.contains(
                """
                    in Classes/Services/NetworkService/NetworkServiceAssembly.swift
                    and the new Classes/Modules/NetworkService/Assembly/NetworkServiceAssembly.swift
                """), "\(run.err)")
        let module = nested.appendingPathComponent("Classes/Modules/NetworkService")
        #expect(!FileManager.default.fileExists(atPath: module.path))
    }

    @Test func typeDeclaredInAnotherFileIsAClashAndEveryClashIsListed() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        try write(
            "struct PaymentsView {}\nenum Outer { final class PaymentsRouter {} }\n",
            to: "Sources/MyApp/Shared/Leftovers.swift", in: project)
        let run = WiringFixture.run(["module", "Payments"], in: project)
        #expect(run.code == .cannotCreate)
        #expect(
            run.err.contains(
                """
                  type PaymentsRouter
                    in Sources/MyApp/Shared/Leftovers.swift
                    and the new \(modules)/Payments/Router/PaymentsRouter.swift
                  type PaymentsView
                    in Sources/MyApp/Shared/Leftovers.swift
                    and the new \(modules)/Payments/View/PaymentsView.swift
                """), "\(run.err)")
        #expect(!run.out.contains("Creating"))
    }

    @Test func sameFileNameAloneIsAClash() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        try write(
            "extension PaymentsView {}\n", to: "Sources/MyApp/Extensions/PaymentsView.swift",
            in: project)
        let run = WiringFixture.run(["module", "Payments"], in: project)
        #expect(run.code == .cannotCreate)
        #expect(
            run.err.contains(
                """
                  file name PaymentsView.swift
                    in Sources/MyApp/Extensions/PaymentsView.swift
                    and the new \(modules)/Payments/View/PaymentsView.swift
                """), "\(run.err)")
    }

    @Test func commentsStringsExtensionsAndSkippedFoldersAreNoClash() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        try write(
            """
            // final class PaymentsAssembly: Assembly {}
            /* struct PaymentsView: View { /* nested */ } */
            let text = "struct PaymentsView {}"
            let raw = #"class PaymentsRouter {}"#
            extension PaymentsAssembly {}
            """, to: "Sources/MyApp/Shared/Mentions.swift", in: project)
        let declaring = "final class PaymentsAssembly {}\n"
        for skipped in [".build/Copy", "Pods/Copy", "DerivedData/Copy", "App.xcodeproj", ".hidden"]
        {
            try write(
                declaring, to: "Sources/MyApp/\(skipped)/PaymentsAssembly.swift", in: project)
        }
        try write(declaring, to: "Tests/MyAppTests/PaymentsAssembly.swift", in: project)
        let run = WiringFixture.run(["module", "Payments"], in: project)
        #expect(run.code == .success, "\(run.err)")
    }

    @Test func regeneratingTheSameModuleWithForceIsNoClashWithItself() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        #expect(WiringFixture.run(["module", "Payments"], in: project).code == .success)
        let run = WiringFixture.run(["module", "Payments", "--force"], in: project)
        #expect(run.code == .success, "\(run.err)")
        let skip = WiringFixture.run(["module", "Payments", "--skip-existing"], in: project)
        #expect(skip.code == .success, "\(skip.err)")
    }

    @Test func dryRunRefusesAClashToo() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        #expect(WiringFixture.run(["service", "Network"], in: project).code == .success)
        let run = WiringFixture.run(["module", "NetworkService", "--dry-run"], in: project)
        #expect(run.code == .cannotCreate)
        #expect(run.err.contains("type NetworkServiceAssembly, file name"), "\(run.err)")
        #expect(!run.out.contains("Dry run"), "\(run.out)")
    }

    @Test func outsideAProjectNothingIsScanned() throws {
        let folder = try TemporaryFolder()
        #expect(TestRun.run(["service", "Network"], in: folder.url).code == .success)
        let run = TestRun.run(["module", "NetworkService"], in: folder.url)
        #expect(run.code == .success, "\(run.err)")
    }

    private func write(_ text: String, to path: String, in project: URL) throws {
        let url = project.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
