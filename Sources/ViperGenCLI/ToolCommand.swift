import ViperGenTemplates

/// The tool's commands: the three that generate, and `init`, which adopts an existing app.
public enum ToolCommand: Hashable, Sendable {
    /// `project`, `module` or `service`.
    case generate(ScaffoldKind)
    /// `init`.
    case adopt

    /// Every command, in help order.
    public static let all: [ToolCommand] =
        ScaffoldKind.allCases.map(ToolCommand.generate) + [.adopt]

    /// The command's name on the command line.
    public var name: String {
        switch self {
        case .generate(let kind): return kind.rawValue
        case .adopt: return "init"
        }
    }

    /// The command called `name`, if any.
    public init?(name: String) {
        guard let command = Self.all.first(where: { $0.name == name }) else { return nil }
        self = command
    }

    /// The one-line summary shown in the tool's help.
    var summary: String {
        switch self {
        case .generate(let kind): return kind.summary
        case .adopt:
            return "Adopt an existing app: find its app files and folders, write .viper-gen.json."
        }
    }

    /// The first lines of the command's own help.
    var overview: String {
        switch self {
        case .generate(let kind): return kind.overview
        case .adopt:
            return
                "Adopt an existing SwiftUI VIPER app (an Xcode project or a Swift package): find\n"
                + "RootApp.swift, enum Views, ApplicationViewBuilder and RootView by their\n"
                + "declarations, the folders holding modules and services, and the project name,\n"
                + "show them, and write .viper-gen.json so that module and service register there."
        }
    }

    /// The usage line's arguments.
    var argumentsSynopsis: String {
        self == .adopt ? "[<path>] [<options>]" : "<name> [<options>]"
    }
}
