import ViperGenTemplates

/// The tool's commands: the three that generate, `apply`, which generates what a spec lists,
/// `init`, which adopts an existing app, `remove`, which takes modules and services out again,
/// `outdated`, which lists those whose template changed, `update`, which merges the
/// template's change into them, `check`, which compares the app
/// with its records, `rename`, which gives one a new name, `templates`, which lists, shows and
/// exports templates, `xcode`, which installs them for Xcode, and `completion`, which prints a
/// shell's completion script.
public enum ToolCommand: Hashable, Sendable {
    /// `project`, `module` or `service`.
    case generate(ScaffoldKind)
    /// `apply`.
    case apply
    /// `init`.
    case `init`
    /// `remove`.
    case remove
    /// `outdated`.
    case outdated
    /// `update`.
    case update
    /// `check`.
    case check
    /// `rename`.
    case rename
    /// `templates`.
    case templates
    /// `xcode`.
    case xcode
    /// `completion`.
    case completion

    /// Every command, in help order.
    public static let all: [ToolCommand] =
        ScaffoldKind.allCases.map(ToolCommand.generate) + [
            .apply, .`init`, .remove, .outdated, .update, .check, .rename, .templates, .xcode,
            .completion,
        ]

    /// The command's name on the command line.
    public var name: String {
        switch self {
        case .generate(let kind): return kind.rawValue
        case .apply: return "apply"
        case .`init`: return "init"
        case .remove: return "remove"
        case .outdated: return "outdated"
        case .update: return "update"
        case .check: return "check"
        case .rename: return "rename"
        case .templates: return "templates"
        case .xcode: return "xcode"
        case .completion: return "completion"
        }
    }

    /// The command called `name`, if any.
    public init?(name: String) {
        guard let command = Self.all.first(where: { $0.name == name }) else { return nil }
        self = command
    }

    /// How the command's arguments become its options: the one table of the options it takes.
    var syntax: any CommandLineSyntax {
        switch self {
        case .generate(let kind): return GenerateArguments.syntax(for: kind)
        case .apply: return ApplyArguments.syntax
        case .`init`: return InitArguments.syntax
        case .remove: return RemoveArguments.syntax
        case .outdated: return OutdatedArguments.syntax
        case .update: return UpdateArguments.syntax
        case .check: return CheckArguments.syntax
        case .rename: return RenameArguments.syntax
        case .templates: return TemplatesArguments.syntax
        case .xcode: return XcodeArguments.syntax
        case .completion: return CompletionArguments.syntax
        }
    }

    /// The one-line summary shown in the tool's help.
    var summary: String {
        switch self {
        case .generate(let kind): return kind.summary
        case .apply:
            return
                "Generate the modules and services a spec file lists that are missing; register all."
        case .`init`:
            return "Adopt an existing app: find its app files and folders, write .viper-gen.json."
        case .remove:
            return "Remove modules or services: files, tests, registrations, Xcode references."
        case .outdated:
            return "List modules and services whose template changed since they were made."
        case .update:
            return "Merge template changes into the modules and services it made."
        case .check:
            return "Compare the app with its records: registrations, files, Xcode targets."
        case .rename:
            return "Rename a module or service: files, code, registrations and record."
        case .templates:
            return
                "List, show, export and derive templates (built-in, project, user and Xcode ones)."
        case .xcode:
            return "Install or uninstall every style's templates for Xcode's File > New."
        case .completion:
            return "Print the completion script for zsh, bash or fish."
        }
    }

    /// The first lines of the command's own help.
    var overview: String {
        switch self {
        case .generate(let kind): return kind.overview
        case .apply:
            return
                "Make the project hold every module and service its spec (viper-gen.spec.json)\n"
                + "lists: generate what is missing, leave what exists as it is, and register\n"
                + "everything not registered yet, in one transaction. The whole spec is checked\n"
                + "first and every problem in it reported at once; nothing is written then."
        case .`init`:
            return
                "Adopt an existing VIPER app (an Xcode project or a Swift package): find its style\n"
                + "from how its modules are laid out, its sources, modules and services folders,\n"
                + "the project name and, in a SwiftUI app, RootApp.swift, enum Views,\n"
                + "ApplicationViewBuilder and RootView by their declarations; show them, and write\n"
                + ".viper-gen.json so that module and service work there in the app's style."
        case .remove:
            return
                "Remove modules and services viper-gen made: their files and tests (as its\n"
                + "records under .viper-gen/ list them), their registrations in the app files,\n"
                + "their references in the Xcode project, and their records, in one transaction.\n"
                + "A file edited since it was written, or a module without a record, is refused\n"
                + "unless --force. Adding a module and removing it leaves the app as before."
        case .outdated:
            return
                "List the modules and services (as the records under .viper-gen/ list them)\n"
                + "whose template has changed since it made them, or is no longer found, and for\n"
                + "each whether its files are as viper-gen wrote them, so that module --force\n"
                + "remakes it, or were edited. Nothing is written."
        case .update:
            return
                "Bring the named modules and services (or every recorded one whose template has\n"
                + "changed) up to their template as it is now: each file is rendered from the old\n"
                + "template version (kept under .viper-gen/template-versions/) and the new one,\n"
                + "and the change is merged into the file as you left it (a 3-way merge). Clean\n"
                + "merges are written; conflicts get git's <<<<<<< markers and exit 1 with their\n"
                + "list. New template files are added; dropped ones are deleted if unedited."
        case .check:
            return
                "Compare the app with the records under .viper-gen/ and list what disagrees:\n"
                + "modules and services whose registration an app file lacks, registrations\n"
                + "of modules and services that are not there (file:lines), recorded files\n"
                + "gone, recorded files and tests the app's .xcodeproj does not build, and files\n"
                + "edited since viper-gen wrote them (informational). Exit 0 when consistent,\n"
                + "1 with the list otherwise. --fix adds the missing registrations and target\n"
                + "memberships in one transaction; it never deletes anything, so registrations\n"
                + "without a module are left for you."
        case .rename:
            return
                "Rename a module or service viper-gen made (as its record under .viper-gen/ lists\n"
                + "it): its folder and files, its declarations and their uses in its files and\n"
                + "tests, its registrations in the app files, its Xcode references and its record,\n"
                + "in one transaction. Renaming Payments to Billing gives what module Billing\n"
                + "would have made. An edited file is refused unless --force."
        case .templates:
            return
                "List the templates viper-gen finds, in search order: the project's\n"
                + ".viper-gen/templates, your ~/.config/viper-gen/templates (XDG_CONFIG_HOME),\n"
                + "Xcode's ~/Library/Developer/Xcode/Templates (on macOS, or VIPER_GEN_XCODE_TEMPLATES),\n"
                + "then the built-in ones; the first template of a name is used. Show one,\n"
                + "export a built-in one to start a template of your own, or derive one from\n"
                + "a module of your app so new modules are made like yours."
        case .xcode:
            return
                "Install every style's module template and the service template as Xcode file\n"
                + "templates (the very files viper-gen renders), one per style: VIPER Module\n"
                + "(SwiftUI), (UIKit), (Routed), (Builder), (GenericModule) and VIPER Service.\n"
                + "A later install replaces the template folders install made and uninstall\n"
                + "removes them; nothing a user put beside them is touched."
        case .completion:
            return
                "Print the completion script for zsh, bash or fish on stdout. The script asks\n"
                + "viper-gen itself for the candidates as you type: commands, options, styles,\n"
                + "template names from the search path, a template's --set keys and choices, and\n"
                + "the recorded modules and services for remove, rename and update."
        }
    }

    /// The usage line's arguments.
    var argumentsSynopsis: String {
        switch self {
        case .generate(.project): return "<name> [<options>]"
        case .generate: return "<name> ... [<options>]"
        case .apply: return "[<spec>] [<options>]"
        case .`init`: return "[<path>] [<options>]"
        case .remove: return "<name> ... [<options>]"
        case .outdated: return "[<options>]"
        case .update: return "[<name> ...] [<options>]"
        case .check: return "[<options>]"
        case .rename: return "<old-name> <new-name> [<options>]"
        case .templates:
            return "[list | show <name> | export <name> <dir> | derive <module>] [<options>]"
        case .xcode: return "install | uninstall [<options>]"
        case .completion: return "zsh | bash | fish"
        }
    }
}
