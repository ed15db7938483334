import ViperGenKit
import ViperGenMCP
import ViperGenSystem
import ViperGenText

/// viper-gen's commands as an MCP server's tools, and the project's config, records and
/// templates as its resources: each call runs its command in process, in the served project,
/// as the command line would (the lock, the transaction, the recovery of a killed run).
struct CommandToolbox: MCPToolbox {
    /// The project served.
    let project: ServedProject

    /// Every tool, with its input schema as the project is now.
    func tools() -> [MCPTool] {
        let lookup = CompletionLookup(environment: project.environment)
        return CommandTool.all.map { tool in
            let configuration = tool.command.configuration
            let overview = configuration.overview.split(separator: "\n").joined(separator: " ")
            return MCPTool(
                name: tool.name, title: "viper-gen \(tool.name)",
                description: overview + Self.resultNote,
                inputSchema: ToolInputSchema(tool: tool, lookup: lookup).value,
                readOnly: tool.readOnly, destructive: tool.destructive)
        }
    }

    /// What every tool's description adds about its result.
    private static let resultNote =
        " The result is the command's --json document (structuredContent), after a one-line "
        + "summary; a refused call is an error result with the command line's message and "
        + "exit code."

    /// Runs the tool named `name` as its command; nil when there is no such tool.
    func call(_ name: String, arguments: JSONValue?) -> MCPToolResult? {
        guard let tool = CommandTool.named(name) else { return nil }
        let output = CapturedConsole()
        var printsJSON = true
        let code: ExitCode
        do {
            let commandLine = try ToolCommandLine(tool: tool, project: project)
                .arguments(for: arguments)
            let withJSON = Self.addingJSON(to: commandLine)
            // A command that refuses --json with these options (check --fix --dry-run,
            // templates export) answers in text.
            printsJSON =
                (try? CommandLineParser.parse(withJSON)) != nil
                || (try? CommandLineParser.parse(commandLine)) == nil
            code = ViperGenTool.run(
                arguments: printsJSON ? withJSON : commandLine,
                environment: project.environment, console: output.console)
        } catch {
            code = ViperGenTool.report(
                error, console: output.console.collectingMessages(), command: name)
        }
        // A signal during the call (the client stopping the server) has rolled the call back;
        // the server then ends by it, as it would have between calls.
        if let signal = SignalTrap.shared.release() { Processes.end(bySignal: signal) }
        return result(of: tool, code: code, output: output, printedJSON: printsJSON)
    }

    /// `commandLine` with `--json` before its `--`.
    private static func addingJSON(to commandLine: [String]) -> [String] {
        var arguments = commandLine
        arguments.insert("--json", at: arguments.firstIndex(of: "--") ?? arguments.count)
        return arguments
    }

    /// The call's result: the document, or the text the command printed.
    private func result(
        of tool: CommandTool, code: ExitCode, output: CapturedConsole, printedJSON: Bool
    ) -> MCPToolResult {
        let isError = code != .success
        if printedJSON,
            let node = try? JSONNodeParser.parse(Array(output.out.utf8))
        {
            let document = JSONValue(node)
            let summary = ToolResultSummary(
                tool: tool.name, document: document, exitCode: code.rawValue)
            return MCPToolResult(summary: summary.text, structured: document, isError: isError)
        }
        let text = (output.out + output.err)
        let summary = text.isEmpty ? "\(tool.name): done" : text
        return MCPToolResult(
            summary: summary,
            structured: .object([
                "exitCode": .integer(Int(code.rawValue)),
                "output": .string(output.out), "errors": .string(output.err),
            ]), isError: isError)
    }

    /// The resources there are now.
    func resources() -> [MCPResource] {
        ProjectResources(project: project).list()
    }

    /// The families of resources.
    func resourceTemplates() -> [MCPResourceTemplate] {
        ProjectResources.templates
    }

    /// The resource at `uri`, if it is there.
    func read(_ uri: String) -> (mimeType: String, text: String)? {
        ProjectResources(project: project).read(uri).map { ("application/json", $0) }
    }
}
