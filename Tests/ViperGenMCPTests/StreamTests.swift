import Testing
import ViperGenMCP

/// The framer and the server together, as `serveStandardStreams` joins them: a stream of
/// lines, good and bad, in any chunks, answered line by line in order.
@Suite("MCP stream")
struct StreamTests {
    /// The stream: an initialize, a notification, a blank line, a line over the limit, a
    /// parse error, a call, and a last ping without a line break.
    private static let stream =
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}"#
        + "\r\n" + #"{"jsonrpc":"2.0","method":"notifications/initialized"}"# + "\n\n  \n"
        + #"{"jsonrpc":"2.0","id":2,"method":"ping","params":{"pad":""#
        + String(repeating: "x", count: 200) + #""}}"# + "\n" + "{oops\n"
        + #"{"jsonrpc":"2.0","id":"c","method":"tools/call","params":{"name":"echo"}}"# + "\n"
        + #"{"jsonrpc":"2.0","id":3,"method":"ping"}"#

    /// The reply lines the stream gets.
    private static let replies = [
        #"{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","#
            + #""capabilities":{"tools":{"listChanged":true},"resources":{"listChanged":true}},"#
            + #""serverInfo":\#(ServerSession.serverInfo),"instructions":"Test server."}}"#,
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"The message is 260 bytes, "#
            + #"over the limit of this server; send smaller messages (one JSON-RPC message per "#
            + #"line)."}}"#,
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error at line 1, "#
            + #"column 2: expected a key in double quotes, found 'o'"}}"#,
        Listings.result(
            #""c""#, #"{"content":[{"type":"text","text":"echo needs a text."}],"isError":true}"#),
        #"{"jsonrpc":"2.0","id":3,"result":{}}"#,
    ]

    /// The reply lines to `chunks` read through a framer with a limit of 128 bytes.
    private static func serve(_ chunks: [[UInt8]]) -> [String] {
        var session = ServerSession()
        var framer = MessageFramer(limit: 128)
        var replies: [String] = []
        for chunk in chunks {
            for frame in framer.frames(after: chunk) { replies += session.send(frame: frame) }
        }
        for frame in framer.finish() { replies += session.send(frame: frame) }
        return replies
    }

    @Test func theStreamInOneChunk() {
        #expect(Self.serve([Array(Self.stream.utf8)]) == Self.replies)
    }

    @Test func theStreamByteByByte() {
        #expect(Self.serve(Array(Self.stream.utf8).map { [$0] }) == Self.replies)
    }

    @Test func theStreamInChunksOfSeven() {
        let bytes = Array(Self.stream.utf8)
        let chunks = stride(from: 0, to: bytes.count, by: 7).map {
            Array(bytes[$0..<min($0 + 7, bytes.count)])
        }
        #expect(Self.serve(chunks) == Self.replies)
    }
}
