import ViperGenMCP
import ViperGenText

/// A toolbox for the protocol tests: the tools `echo` (read-only; an error without `text`)
/// and `grow` (adds a tool, a note resource or both), the resource `test://config` and the
/// template `test://notes/{name}`.
final class FakeToolbox: MCPToolbox {
    /// The tools `grow` added.
    private var extraTools: [String] = []
    /// The notes `grow` added, by name.
    private var notes: [String] = []

    /// The input schema every tool has.
    static let schema: JSONValue = .object([
        "type": "object", "properties": .object(["text": .object(["type": "string"])]),
    ])

    func tools() -> [MCPTool] {
        [
            MCPTool(
                name: "echo", title: "Echo", description: "Says the text back.",
                inputSchema: Self.schema, readOnly: true, destructive: false),
            MCPTool(
                name: "grow", title: "Grow", description: "Adds a tool or a note.",
                inputSchema: Self.schema, readOnly: false, destructive: true),
        ]
            + extraTools.map {
                MCPTool(
                    name: $0, title: $0, description: "Added.", inputSchema: Self.schema,
                    readOnly: true, destructive: false)
            }
    }

    func call(_ name: String, arguments: JSONValue?) -> MCPToolResult? {
        switch name {
        case "echo":
            guard let text = arguments?["text"]?.string else {
                return MCPToolResult(summary: "echo needs a text.", structured: nil, isError: true)
            }
            return MCPToolResult(
                summary: "Said \(text).", structured: .object(["said": .string(text)]),
                isError: false)
        case "grow":
            let what = arguments?["what"]?.string ?? "both"
            if what != "notes" { extraTools.append("extra\(extraTools.count + 1)") }
            if what != "tools" { notes.append("n\(notes.count + 1)") }
            return MCPToolResult(summary: "Grew \(what).", structured: nil, isError: false)
        default:
            return extraTools.contains(name)
                ? MCPToolResult(summary: "Extra.", structured: nil, isError: false) : nil
        }
    }

    func resources() -> [MCPResource] {
        [
            MCPResource(
                uri: "test://config", name: "config", description: "The config.",
                mimeType: "application/json")
        ]
            + notes.map {
                MCPResource(
                    uri: "test://notes/\($0)", name: $0, description: "A note.",
                    mimeType: "text/plain")
            }
    }

    func resourceTemplates() -> [MCPResourceTemplate] {
        [
            MCPResourceTemplate(
                uriTemplate: "test://notes/{name}", name: "note", description: "A note by name.",
                mimeType: "text/plain")
        ]
    }

    func read(_ uri: String) -> (mimeType: String, text: String)? {
        if uri == "test://config" { return ("application/json", "{\"a\": 1}\n") }
        let prefix = "test://notes/"
        guard uri.hasPrefix(prefix), notes.contains(String(uri.dropFirst(prefix.count))) else {
            return nil
        }
        return ("text/plain", "Note \(uri.dropFirst(prefix.count)).")
    }
}
