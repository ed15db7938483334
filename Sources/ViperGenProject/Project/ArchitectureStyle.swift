import ViperGenTemplates

/// An architecture viper-gen scaffolds (README, "Architecture styles"): which built-in templates
/// render it and how a new module joins the app.
///
/// `--template STYLE` on `module` or `project` selects a style; inside a project, the config's
/// `style` is the default. A style's templates are built in as `<style>-<command>` (`uikit-module`,
/// `uikit-project`), except `swiftui`'s, which are the plain `module`, `service` and `project`;
/// a template of the same name in a search folder overrides the built-in one as usual.
package enum ArchitectureStyle: String, CaseIterable, Sendable {
    /// SwiftUI VIPER with a ViewState and the Swilby DI container (the default).
    case swiftui
    /// UIKit VIPER with Entities and the Viewable/Interactorable/Presenterable/Routerable protocols.
    case uikit
    /// UIKit modules opened by URL through an application router.
    case routed
    /// Builder / IO / Datastore modules, grouped by layer.
    case builder
    /// MVP on the GenericModule package.
    case generic

    /// The style of a project whose config names none.
    package static let defaultStyle = ArchitectureStyle.swiftui

    /// The style names, in the order help and messages list them.
    package static var names: [String] { allCases.map(\.rawValue) }

    /// The name of the built-in template `kind` renders in this style, or nil when the style has
    /// none (only `swiftui` has services).
    package func templateName(for kind: ScaffoldKind) -> String? {
        switch (self, kind) {
        case (.swiftui, _): return kind.templateName
        case (_, .service): return nil
        default: return "\(rawValue)-\(kind.rawValue)"
        }
    }

    /// The style whose built-in template for `kind` is called `templateName`, if any.
    package static func style(ofTemplate templateName: String, kind: ScaffoldKind)
        -> ArchitectureStyle?
    {
        allCases.first { $0.templateName(for: kind) == templateName }
    }

    /// How a new module of this style joins the app.
    package var registry: ModuleRegistry {
        switch self {
        case .swiftui: return .appFiles
        case .routed: return .applicationRouter
        case .uikit, .builder, .generic: return .none
        }
    }

    /// Whether the style's module and project templates have the `observation` option.
    package var hasObservation: Bool { self == .swiftui }
}
