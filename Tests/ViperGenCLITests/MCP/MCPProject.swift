import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenMCP
import ViperGenSystem
import ViperGenTestSupport
import ViperGenText

@testable import ViperGenCLI
@testable import ViperGenKit

/// A generated project served as `viper-gen mcp` serves it, in process: the tools called and
/// the resources read through ``CommandToolbox``, with the tests' fixed author and date.
final class MCPProject {
    /// The generated project.
    let generated: GeneratedProject

    /// `viper-gen project MyApp` in a fresh temporary folder.
    init() throws {
        generated = try GeneratedProject()
    }

    /// The project's folder.
    var root: URL { generated.root }

    /// The project as the server serves it (made anew, as the server is for each start).
    func served() throws -> ServedProject {
        try ServedProject(
            start: AbsolutePath(root.path, relativeTo: .root),
            environment: TestRun.environment(in: root))
    }

    /// The toolbox serving the project.
    func toolbox() throws -> CommandToolbox {
        CommandToolbox(project: try served())
    }

    /// Calls `tool` with the JSON object `arguments`, with the fixed author and date added to
    /// the tools that write headers.
    func call(_ tool: String, _ arguments: String = "{}") throws -> MCPToolResult {
        var input = try Self.json(arguments)
        if let table = CommandTool.named(tool)?.options.map(\.long), table.contains("date") {
            input = input.setting("author", to: .string(TestRunEnvironment.author))
                .setting("date", to: .string(TestRunEnvironment.date))
        }
        return try #require(try toolbox().call(tool, arguments: input))
    }

    /// Every entry of the project now.
    func snapshot() throws -> DirectorySnapshot {
        try DirectorySnapshot(of: root.path)
    }

    /// The text of the file at `path` in the project.
    func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// `text` read as JSON.
    static func json(_ text: String) throws -> JSONValue {
        JSONValue(try JSONNodeParser.parse(Array(text.utf8)))
    }
}
