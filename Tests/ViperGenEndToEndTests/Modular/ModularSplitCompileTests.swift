import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// Issue 40: a swiftui project whose features are Swift modules of their own compiles, as
/// separate modules in dependency order, with no error or warning in Swift 6 and with
/// main-actor default isolation, once the support code is public, each feature imports it and
/// publishes its assembly, and the app imports what it uses.
@Suite("Modular split compiles")
struct ModularSplitCompileTests {
    /// The features added to each project.
    static let features = ["Payments", "PaymentDetails"]

    @Test(arguments: SwiftUIVariant.all)
    func swiftUIProjectCompilesAsSeparateModules(_ variant: SwiftUIVariant) throws {
        let checker = try ModularTypeChecker.shared()
        let (project, split) = try Self.splitProject(variant)
        withExtendedLifetime(project) {}
        let failures = try checker.failures(
            of: split.modules, in: split.folder)
        #expect(failures.isEmpty, "\(variant), \(failures.joined(separator: "\n"))")
    }

    @Test func supportCodeLeftInternalFailsTheFirstFeature() throws {
        // Negative control: without the public interface, the feature cannot see the support
        // code it imports.
        let runs = try Self.check(edits: .init(publishesSupport: false))
        #expect(runs.last?.module.name == "Payments")
        #expect(runs.last?.run.succeeded == false)
        #expect(
            runs.last?.run.output.contains("error: cannot find type 'Assembly' in scope") == true,
            "\(runs.last?.run.output ?? "")")
    }

    @Test func entryLeftInternalFailsTheApp() throws {
        // Negative control: the app cannot register or build a feature whose assembly is
        // internal to the feature's module.
        let runs = try Self.check(edits: .init(publishesEntries: false))
        #expect(runs.last?.module.name == "MyApp")
        #expect(
            runs.last?.run.output.contains("error: cannot find 'PaymentsAssembly' in scope")
                == true,
            "\(runs.last?.run.output ?? "")")
    }

    @Test func previewThroughTheAppsBuilderFailsTheFeature() throws {
        // The generated preview shows the feature through the app's ApplicationViewBuilder,
        // which the feature's module cannot see: a feature package needs its own preview.
        let runs = try Self.check(edits: .init(rewritesPreviews: false))
        #expect(runs.last?.module.name == "Payments")
        #expect(
            runs.last?.run.output.contains("cannot find 'ApplicationViewBuilder' in scope") == true,
            "\(runs.last?.run.output ?? "")")
    }

    @Test(arguments: ["Observable", "ObservableObject"])
    func supportCodeMadePublicMatchesItsGolden(_ observation: String) throws {
        let variant = SwiftUIVariant(observation: observation, tests: "SwiftTesting")
        let (project, split) = try Self.splitProject(variant)
        defer { withExtendedLifetime(project) {} }
        try GoldenTree.assertMatches(
            split.folder(of: "Architecture"), golden: "public-interface/swiftui-\(observation)")
    }

    /// A project of `variant` with the features, split into `split/` beside it.
    static func splitProject(
        _ variant: SwiftUIVariant, edits: ModularSplit.Edits = .all
    ) throws -> (GeneratedProject, ModularSplit) {
        let project = try GeneratedProject(projectArguments: variant.projectArguments)
        for feature in features { try project.add("module", feature) }
        let split = try ModularSplit(
            project, style: .swiftUI, features: features,
            into: project.root.deletingLastPathComponent().appendingPathComponent("split"),
            edits: edits)
        return (project, split)
    }

    /// The runs of the default variant's split made with `edits`, in Swift 6.
    private static func check(edits: ModularSplit.Edits) throws -> [ModularTypeChecker.ModuleRun] {
        let (project, split) = try splitProject(SwiftUIVariant.all[0], edits: edits)
        defer { withExtendedLifetime(project) {} }
        return try ModularTypeChecker.shared().check(
            split.modules, settings: .swift6, in: split.folder.appendingPathComponent(".modules"))
    }
}
