import Foundation
import Testing
import ViperGenMCP
import ViperGenTestSupport
import ViperGenText

@testable import ViperGenCLI

/// Issue 41: the tools and their input schemas come from the commands' option tables, with the
/// values completion offers as enums.
@Suite("MCP tool schemas")
struct MCPToolSchemaTests {
    @Test func theToolListMatchesItsGolden() throws {
        let project = try MCPProject()
        let tools = try project.toolbox().tools()
        let listing = JSONValue.array(tools.map(\.listing))
        try GoldenTree.assertMatches(text: Self.pretty(listing) + "\n", golden: "mcp/tools.json")
    }

    @Test func everyOptionOfEveryToolsCommandIsAPropertyButTheOutputOnes() throws {
        let project = try MCPProject()
        let tools = try project.toolbox().tools()
        #expect(
            tools.map(\.name) == [
                "module", "service", "apply", "init", "rename", "remove", "check", "outdated",
                "update", "templates",
            ])
        for tool in CommandTool.all {
            let schema = try #require(tools.first { $0.name == tool.name }?.inputSchema)
            let properties = try #require(schema["properties"]?.members).map(\.key)
            let expected =
                tool.parameters.map(\.name)
                + tool.command.spellings.map(\.long).filter {
                    !["help", "version", "json", "quiet", "verbose", "interactive"].contains($0)
                }.map { String($0.map { $0 == "-" ? "_" : $0 }) }
            #expect(properties == expected, "\(tool.name)")
            #expect(schema["additionalProperties"] == false)
        }
    }

    @Test func enumsFollowTheProject() throws {
        let project = try MCPProject()
        let before = try Self.templateEnum(project)
        #expect(before.prefix(5) == ["swiftui", "uikit", "routed", "builder", "generic"])
        #expect(!before.contains("my-app-module"))
        let derived = try project.call("templates", #"{"action": "derive", "module": "Main"}"#)
        #expect(!derived.isError, "\(derived.summary)")
        #expect(try Self.templateEnum(project).contains("my-app-module"))
    }

    /// The values module's `template` takes now.
    private static func templateEnum(_ project: MCPProject) throws -> [String] {
        let module = try #require(try project.toolbox().tools().first { $0.name == "module" })
        let values = module.inputSchema["properties"]?["template"]?["enum"]?.array ?? []
        return values.compactMap(\.string)
    }

    /// `value` as indented JSON, two spaces a level, for a golden a reviewer reads.
    static func pretty(_ value: JSONValue, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .array(let elements) where !elements.isEmpty:
            return "[\n"
                + elements.map { inner + pretty($0, indent: inner) }
                .joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members) where !members.isEmpty:
            return "{\n"
                + members.map {
                    inner + JSONValue.string($0.key).text + ": " + pretty($0.value, indent: inner)
                }.joined(separator: ",\n") + "\n" + indent + "}"
        default: return value.text
        }
    }
}
