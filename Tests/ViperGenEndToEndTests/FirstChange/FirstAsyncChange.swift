import ViperGenCLITestSupport

/// The first real change a team makes to a new module: an async method on its interactor (in
/// generic, which has none, on the presenter's dependencies) awaited from its presenter, with
/// the test double that stands in for it, written as the edits a developer makes by hand.
struct FirstAsyncChange: Sendable, CustomStringConvertible {
    /// The style and variant, for test names.
    let description: String
    /// The arguments of `viper-gen project MyApp` that choose the style and its variant.
    let projectArguments: [String]
    /// Whether the style has services: `viper-gen service Network` is run too.
    let hasService: Bool
    /// The edits, made in order once the project, its modules and its service are generated.
    let edits: [SourceEdit]

    /// The change in every style.
    static let all = swiftUI + uikit + routed + builder + generic

    /// `project MyApp`, `module Payments`, `module PaymentDetails` (and `service Network`), then
    /// the edits.
    func makeChangedProject() throws -> GeneratedProject {
        let project = try GeneratedProject(projectArguments: projectArguments)
        try project.add("module", "Payments")
        try project.add("module", "PaymentDetails")
        if hasService {
            try project.add("service", "Network")
        }
        try apply(to: project)
        return project
    }

    /// Makes the edits in `project`, which holds the module Payments.
    func apply(to project: GeneratedProject) throws {
        for edit in edits {
            try edit.apply(to: project)
        }
    }
}
