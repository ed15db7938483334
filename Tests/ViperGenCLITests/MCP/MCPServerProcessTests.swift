import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport
import ViperGenText

/// Issue 41: `viper-gen mcp` as a client starts it: JSON-RPC lines on stdin, one reply a line
/// on stdout and nothing else there, the log on stderr, exit 0 when stdin ends.
@Suite("viper-gen mcp, the process")
struct MCPServerProcessTests {
    /// Runs the built `viper-gen mcp` in `folder` with `lines` on its stdin.
    private func serve(_ lines: [String], in folder: URL, arguments: [String] = ["mcp"]) throws
        -> (outcome: BinaryOutcome, replies: [JSONValue])
    {
        let input = try TemporaryFolder("viper-gen-mcp-input")
        try input.write("in", lines.map { $0 + "\n" }.joined())
        let outcome = try LaunchedBinary.run(
            arguments, in: folder,
            prefix: ["/bin/sh", "-c", "exec \"$@\" < \"\(input.appending("in").path)\"", "sh"])
        let replies = try outcome.out.split(separator: "\n").map {
            JSONValue(try JSONNodeParser.parse(Array($0.utf8)))
        }
        return (outcome, replies)
    }

    @Test func aHandshakeSessionCallsAToolAndEndsWithStdin() throws {
        let project = try MCPProject()
        let (outcome, replies) = try serve(
            [
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}"#,
                #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
                #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"module","arguments":{"names":["Payments"],"dry_run":true}}}"#,
                "not json",
                #"{"jsonrpc":"2.0","id":"last","method":"ping"}"#,
            ], in: project.root)
        #expect(outcome.exitStatus == 0)
        #expect(outcome.err.hasPrefix("viper-gen mcp: serving "))
        #expect(replies.count == 4)
        #expect(replies[0]["result"]?["protocolVersion"] == "2025-06-18")
        #expect(replies[1]["id"] == .number("2"))
        #expect(replies[1]["result"]?["structuredContent"]?["outcome"] == "planned")
        #expect(replies[2]["id"] == .null)
        #expect(replies[2]["error"]?["code"] == .number("-32700"))
        #expect(replies[3].text == #"{"jsonrpc":"2.0","id":"last","result":{}}"#)
        #expect(
            !FileManager.default.fileExists(
                atPath: project.root.appendingPathComponent(
                    "Sources/MyApp/Classes/Modules/Payments"
                ).path))
    }

    @Test func aStatelessClientDiscoversAndCalls() throws {
        let project = try MCPProject()
        let meta =
            #""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}"#
        let (outcome, replies) = try serve(
            [
                #"{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{\#(meta)}}"#,
                #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"check","arguments":{},\#(meta)}}"#,
            ], in: project.root)
        #expect(outcome.exitStatus == 0)
        #expect(replies.count == 2)
        #expect(replies[0]["result"]?["supportedVersions"] == .array(["2026-07-28"]))
        #expect(replies[1]["result"]?["structuredContent"]?["consistent"] == true)
        #expect(replies[1]["result"]?["resultType"] == "complete")
    }

    @Test func aSubfolderServesItsProject() throws {
        let project = try MCPProject()
        let (outcome, _) = try serve([], in: project.root.appendingPathComponent("Sources"))
        #expect(outcome.exitStatus == 0)
        let resolved = project.root.resolvingSymlinksInPath().path
        #expect(outcome.err == "viper-gen mcp: serving \(resolved) on stdin and stdout\n")
    }

    @Test func aFolderThatIsNotOneIsAUsageError() throws {
        let folder = try TemporaryFolder("viper-gen-mcp-missing")
        let (outcome, replies) = try serve([], in: folder.url, arguments: ["mcp", "Nowhere"])
        #expect(outcome.exitStatus == 64)
        #expect(replies.isEmpty)
        #expect(
            outcome.err.hasPrefix(
                "Error: 'Nowhere' is not a folder: give the app's folder, e.g. viper-gen mcp "
                    + "~/Developer/MyApp.\nUSAGE: viper-gen mcp [<folder>]\n"))
    }

    @Test func aConfigThatCannotBeReadIsEachCallsErrorNotTheServers() throws {
        let project = try MCPProject()
        try Data("{ broken".utf8).write(to: project.root.appendingPathComponent(".viper-gen.json"))
        let (outcome, replies) = try serve(
            [
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25"}}"#,
                #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"check"}}"#,
            ], in: project.root.appendingPathComponent("Sources"))
        #expect(outcome.exitStatus == 0)
        #expect(replies.count == 2)
        let result = replies[1]["result"]
        #expect(result?["isError"] == true)
        let message = result?["structuredContent"]?["error"]?["message"]?.string ?? ""
        #expect(message.contains(".viper-gen.json"), "\(message)")
    }
}
