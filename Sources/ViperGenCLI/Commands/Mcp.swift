import ViperGenKit
import ViperGenMCP
import ViperGenProject
import ViperGenSystem

extension ViperGenTool {
    /// `viper-gen mcp [<folder>]`: serves the project's commands as tools over the Model
    /// Context Protocol, on stdin and stdout.
    struct Mcp: ToolCommand {
        /// Its name, help texts and examples.
        static let configuration = CommandConfiguration(
            name: "mcp",
            summary: "Serve the commands as MCP tools for coding assistants.",
            overview: """
                Serve the project in the current folder (or <folder>) over the Model Context
                Protocol on stdin and stdout, for coding assistants: module, service, apply,
                init, rename, remove, check, outdated, update and templates as tools, with
                dry_run, and the config, records and templates as resources. Each call runs as
                the command would, in one transaction with the project's lock, and writes only
                inside the project. Start it from the assistant's MCP configuration.
                """,
            usage: "[<folder>]",
            arguments: [("<folder>", "The app's folder (default: the current folder).")],
            examples: ["viper-gen mcp", "viper-gen mcp ~/Developer/MyApp"])

        /// Its options, in help order.
        static var optionTable: [CommandOption<String?>] { .versionAndHelp() }

        /// It serves its own protocol on stdout: the current folder is checked and killed runs
        /// are recovered by each call, as each command does.
        static let onlyPrints = true

        /// The folder, if given.
        static func start(_ positionals: [String]) throws -> String? {
            try singlePath(positionals, takes: "at most one folder")
        }

        /// The folder, a directory.
        static func positionalCandidates(
            _ line: CompletionLine, current: String, lookup: CompletionLookup
        ) -> [String] {
            line.positionals.isEmpty ? [CompletionCandidates.directory] : []
        }

        /// The folder as given.
        let options: String?

        /// Never: each call says its own.
        var isDryRun: Bool { false }

        /// Serves until the client closes stdin.
        func run(environment: RunEnvironment, console: Console) throws {
            let start = options.map { AbsolutePath($0, relativeTo: environment.currentDirectory) }
            let project = try ServedProject(
                start: start ?? environment.currentDirectory, environment: environment)
            var server = MCPServer(
                name: "viper-gen", version: ToolVersion.current,
                instructions: Self.instructions, toolbox: CommandToolbox(project: project))
            console.err("viper-gen mcp: serving \(project.folder.pathString) on stdin and stdout\n")
            guard server.serveStandardStreams() else { throw ReportWriteError(wroteFiles: false) }
        }

        /// What the server tells the client's model.
        static let instructions =
            "viper-gen scaffolds and maintains VIPER modules and services in this iOS app, in "
            + "the app's own style. Read viper-gen://config first. Use module/service to add "
            + "(dry_run: true shows the plan and diffs first), rename/remove to change them "
            + "with every registration and Xcode reference, check to verify. Names are Swift "
            + "type names such as Payments."
    }
}
