import ViperGenMCP
import ViperGenText

/// A server on a fresh ``FakeToolbox``, fed lines as a client sends them and answering with
/// the reply lines it would write.
struct ServerSession {
    /// The tools and resources served.
    let toolbox = FakeToolbox()
    /// The server under test.
    private(set) var server: MCPServer

    /// The stateless envelope for `_meta`, at the revision served.
    static let envelope =
        #""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","#
        + #""io.modelcontextprotocol/clientCapabilities":{}}"#

    /// The `serverInfo` object the server answers with.
    static let serverInfo = #"{"name":"fake","title":"fake","version":"1.2.3"}"#

    /// A server named `fake` at 1.2.3.
    init() {
        server = MCPServer(
            name: "fake", version: "1.2.3", instructions: "Test server.", toolbox: toolbox)
    }

    /// The reply lines to the message `line`.
    mutating func send(_ line: String) -> [String] {
        send(bytes: Array(line.utf8))
    }

    /// The reply lines to the message of `bytes`.
    mutating func send(bytes: [UInt8]) -> [String] {
        server.replies(to: .message(bytes)).map(\.text)
    }

    /// The reply lines to `frame`.
    mutating func send(frame: MessageFramer.Frame) -> [String] {
        server.replies(to: frame).map(\.text)
    }

    /// A session after a successful `initialize` at 2025-11-25.
    static func initialized() -> ServerSession {
        var session = ServerSession()
        _ = session.send(
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25"}}"#
        )
        _ = session.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        return session
    }

    /// A session whose first request was a stateless `server/discover`.
    static func stateless() -> ServerSession {
        var session = ServerSession()
        _ = session.send(
            #"{"jsonrpc":"2.0","id":0,"method":"server/discover","params":{"# + envelope + "}}")
        return session
    }
}
