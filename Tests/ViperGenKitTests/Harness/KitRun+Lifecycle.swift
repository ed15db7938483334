import Foundation
import Testing
import ViperGenTemplates
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Kit's lifecycle commands, each run with its options as the command line would set them.
extension KitRun {
    /// `remove names` with `edit`'s options.
    static func remove(
        _ names: [String], in folder: URL, _ edit: (inout RemoveOptions) -> Void = { _ in }
    ) -> KitRun {
        var options = RemoveOptions()
        options.names = names
        edit(&options)
        return run(in: folder, json: options.json, dryRun: options.dryRun) {
            try Remover(options: options, environment: $0, console: $1).run()
        }
    }

    /// `rename old new` with `edit`'s options.
    static func rename(
        _ old: String, _ new: String, in folder: URL,
        _ edit: (inout RenameOptions) -> Void = { _ in }
    ) -> KitRun {
        var options = RenameOptions()
        (options.oldName, options.newName) = (old, new)
        edit(&options)
        return run(in: folder, json: options.json, dryRun: options.dryRun) {
            try Renamer(options: options, environment: $0, console: $1).run()
        }
    }

    /// `check` with `edit`'s options.
    static func check(in folder: URL, _ edit: (inout CheckOptions) -> Void = { _ in })
        -> KitRun
    {
        var options = CheckOptions()
        edit(&options)
        return run(in: folder, json: options.json, dryRun: options.dryRun) {
            try Checker(options: options, environment: $0, console: $1).run()
        }
    }

    /// `update names` (every recorded one when empty) with `edit`'s options.
    static func update(
        _ names: [String] = [], in folder: URL, _ edit: (inout UpdateOptions) -> Void = { _ in }
    ) -> KitRun {
        var options = UpdateOptions()
        options.names = names
        edit(&options)
        return run(in: folder, json: options.json, dryRun: options.dryRun) {
            try Updater(options: options, environment: $0, console: $1).run()
        }
    }

    /// `outdated` with `edit`'s options.
    static func outdated(in folder: URL, _ edit: (inout OutdatedOptions) -> Void = { _ in })
        -> KitRun
    {
        var options = OutdatedOptions()
        edit(&options)
        return run(in: folder, json: options.json) {
            try OutdatedFinder(options: options, environment: $0, console: $1).run()
        }
    }

    /// `init` with `edit`'s options.
    static func initialize(in folder: URL, _ edit: (inout InitOptions) -> Void = { _ in })
        -> KitRun
    {
        var options = InitOptions()
        edit(&options)
        return run(in: folder, json: options.json, dryRun: options.dryRun) {
            try Initializer(options: options, environment: $0, console: $1).run()
        }
    }

    /// `xcode install` or `xcode uninstall` with `--dest destination` and `edit`'s options.
    static func xcode(
        _ action: XcodeInstallOptions.Action, destination: String, in folder: URL,
        _ edit: (inout XcodeInstallOptions) -> Void = { _ in }
    ) -> KitRun {
        var options = XcodeInstallOptions(action: action, destination: destination)
        edit(&options)
        return run(in: folder) {
            try XcodeTemplateInstaller(options: options, environment: $0, console: $1).run()
        }
    }

    /// `templates export name folder`.
    static func exportTemplate(_ name: String, to path: String, in folder: URL) -> KitRun {
        let options = TemplatesOptions(action: .export(name: name, folder: path))
        return run(in: folder) {
            try TemplateLister(options: options, environment: $0, console: $1).run()
        }
    }

    /// `apply spec` (the folder's `viper-gen.spec.json` when nil) with the fixed author,
    /// organization and date of the goldens, and `edit`'s options.
    static func apply(
        _ spec: String? = nil, in folder: URL, _ edit: (inout ApplyOptions) -> Void = { _ in }
    ) -> KitRun {
        var options = ApplyOptions()
        options.spec = spec
        options.flags.author = "Jane Appleseed"
        options.flags.organization = "Acme Inc."
        options.flags.date = "2026-12-02"
        edit(&options)
        return run(in: folder, json: options.flags.json, dryRun: options.flags.dryRun) {
            try Applier(options: options, environment: $0, console: $1).run()
        }
    }

    /// A fresh `MyApp` project in a new temporary folder; returns the folder and the project.
    static func freshProject() throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder()
        let run = generate(.project, ["MyApp"], in: folder.url)
        try #require(run.code == .success, "\(run.err)")
        return (folder, folder.appending("MyApp"))
    }

    /// `project`, `module` or `service` `names` with the fixed author, organization and date
    /// of the goldens, the environment's `variables`, and `edit`'s options.
    static func generate(
        _ kind: ScaffoldKind, _ names: [String], in folder: URL,
        variables: [String: String] = [:], _ edit: (inout GenerateOptions) -> Void = { _ in }
    ) -> KitRun {
        var options = GenerateOptions(names: names)
        options.flags = .fixed
        edit(&options)
        return generate(kind, options, in: folder, variables: variables)
    }
}
