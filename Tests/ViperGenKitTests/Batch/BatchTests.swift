import Foundation
import Testing
import ViperGenTemplates
import ViperGenTestSupport

@testable import ViperGenKit

/// `module A B C` and `service A B`: several names in one call, one plan, one transaction (all
/// or nothing), each app file edited once, one report.
@Suite("Batches")
struct BatchTests {
    private func project(style: String = "swiftui") throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder("viper-gen-batch")
        let made = KitRun.generate(.project, ["MyApp"], in: folder.url) {
            $0.template = style
            $0.flags.quiet = true
        }
        try #require(made.code == .success, "\(made.err)")
        return (folder, folder.appending("MyApp"))
    }

    private func read(_ project: URL, _ path: String) throws -> String {
        try String(contentsOf: project.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func threeModulesAreWrittenAndRegisteredOnceInOneRun() throws {
        let (folder, project) = try project()
        let run = KitRun.generate(.module, ["Payments", "Profile", "settings"], in: project)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.components(separatedBy: "Updating Sources/MyApp/RootApp.swift").count == 2)
        #expect(
            run.out.contains(
                "Next steps: the 3 modules are registered in the app: Payments, Profile, Settings.")
        )
        let rootApp = try read(project, "Sources/MyApp/RootApp.swift")
        let rootView = try read(project, "Sources/MyApp/RootView.swift")
        for name in ["Payments", "Profile", "Settings"] {
            #expect(rootApp.components(separatedBy: "(\(name)Assembly.self)").count == 2, "\(name)")
            #expect(rootView.contains("case .\(name.lowercased()):"), "\(name)")
            #expect(
                FileManager.default.fileExists(
                    atPath: project.appendingPathComponent(
                        "Sources/MyApp/Classes/Modules/\(name)/View/\(name)View.swift"
                    ).path))
        }
        _ = folder
    }

    @Test func aBatchWritesTheSameBytesAsOneRunPerName() throws {
        // The batch finds every registration's place in the app files as read; one run per
        // name finds it after the names before. Both must give the same project.
        let (batchFolder, batch) = try project()
        let (singleFolder, single) = try project()
        for (command, names) in [
            (ScaffoldKind.module, ["Payments", "Profile", "settings"]),
            (.service, ["Network", "Analytics"]),
        ] {
            let run = KitRun.generate(command, names, in: batch) { $0.flags.quiet = true }
            #expect(run.code == .success, "\(run.err)")
            for name in names {
                let one = KitRun.generate(command, [name], in: single) {
                    $0.flags.quiet = true
                }
                #expect(one.code == .success, "\(one.err)")
            }
        }
        #expect(try DirectorySnapshot(of: batch.path) == DirectorySnapshot(of: single.path))
        _ = (batchFolder, singleFolder)
    }

    @Test func aRoutedBatchListsEveryModuleAsOneRunPerNameDoes() throws {
        let (batchFolder, batch) = try project(style: "routed")
        let (singleFolder, single) = try project(style: "routed")
        let names = ["Payments", "Profile", "settings"]
        let run = KitRun.generate(.module, names, in: batch) { $0.flags.quiet = true }
        #expect(run.code == .success, "\(run.err)")
        for name in names {
            let one = KitRun.generate(.module, [name], in: single) { $0.flags.quiet = true }
            #expect(one.code == .success, "\(one.err)")
        }
        let router = try read(batch, "Sources/MyApp/ApplicationRouter.swift")
        for name in ["Payments", "Profile", "Settings"] {
            #expect(router.components(separatedBy: "\(name)Module(),").count == 2, "\(router)")
        }
        #expect(try DirectorySnapshot(of: batch.path) == DirectorySnapshot(of: single.path))
        _ = (batchFolder, singleFolder)
    }

    @Test func applyOfModulesAndServicesWritesTheSameBytesAsOneRunPerName() throws {
        let (applyFolder, applied) = try project()
        let (singleFolder, single) = try project()
        try #"{"version": 1, "modules": ["Payments", "Profile"], "services": ["Network"]}"#
            .write(
                to: applied.appendingPathComponent("viper-gen.spec.json"), atomically: true,
                encoding: .utf8)
        try FileManager.default.copyItem(
            at: applied.appendingPathComponent("viper-gen.spec.json"),
            to: single.appendingPathComponent("viper-gen.spec.json"))
        let run = KitRun.apply("viper-gen.spec.json", in: applied) { $0.flags.quiet = true }
        #expect(run.code == .success, "\(run.err)")
        for (command, name) in [
            (ScaffoldKind.module, "Payments"), (.module, "Profile"), (.service, "Network"),
        ] {
            let one = KitRun.generate(command, [name], in: single) { $0.flags.quiet = true }
            #expect(one.code == .success, "\(one.err)")
        }
        #expect(try DirectorySnapshot(of: applied.path) == DirectorySnapshot(of: single.path))
        _ = (applyFolder, singleFolder)
    }

    @Test func oneNameThatCannotBeWrittenStopsTheWholeBatch() throws {
        let (folder, project) = try project()
        #expect(
            KitRun.generate(.module, ["Profile"], in: project) { $0.flags.quiet = true }.code
                == .success)
        let before = try DirectorySnapshot(of: folder.path)
        let run = KitRun.generate(.module, ["Payments", "Profile"], in: project)
        #expect(run.code == .cannotCreate)
        #expect(run.err.contains("The module Profile already exists"), "\(run.err)")
        #expect(try DirectorySnapshot(of: folder.path) == before)
    }

    @Test func everyBadNameOfABatchIsReportedAtOnce() throws {
        let (folder, project) = try project()
        let before = try DirectorySnapshot(of: folder.path)
        for names in [["2fa", "Good", "--x"], ["Good", "2fa", "--x"]] {
            let run = KitRun.generate(.module, names, in: project)
            #expect(run.code == .usage)
            #expect(
                run.err.hasPrefix(
                    "Error: 2 names are refused; nothing was written:\n"
                        + "  The module name '2fa' starts with a digit, which Swift type names "
                        + "cannot. Use 'TwoFa'.\n"
                        + "  The module name '--x' starts with '-' like an option: names start "
                        + "with a letter. Use 'X'.\n"), "\(run.err)")
        }
        #expect(try DirectorySnapshot(of: folder.path) == before)
    }

    @Test func aNameGivenTwiceIsRefused() throws {
        let (folder, project) = try project()
        let run = KitRun.generate(.service, ["Network", "network-service"], in: project)
        #expect(run.code == .usage)
        // The first name is resolved and reported before the others are.
        #expect(run.out.hasPrefix("Using 'NetworkService' for 'Network'"), "\(run.out)")
        #expect(run.err.contains("NetworkService is given twice"), "\(run.err)")
        _ = folder
    }

    @Test func servicesComeInBatchesToo() throws {
        let (folder, project) = try project()
        let run = KitRun.generate(.service, ["Network", "Analytics"], in: project) {
            $0.flags.quiet = true
        }
        #expect(run.code == .success, "\(run.err)")
        let rootApp = try read(project, "Sources/MyApp/RootApp.swift")
        #expect(rootApp.contains("container.apply(NetworkServiceAssembly.self)"))
        #expect(rootApp.contains("container.apply(AnalyticsServiceAssembly.self)"))
        _ = folder
    }
}
