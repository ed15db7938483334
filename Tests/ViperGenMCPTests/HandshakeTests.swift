import Testing
import ViperGenMCP

/// The handshake era: `initialize` negotiates the revision, `ping` answers at any time, and
/// nothing else is served before the session is initialized.
@Suite("MCP handshake")
struct HandshakeTests {
    /// The `initialize` result for the revision `version`, answering the id written `id`.
    private static func initialized(id: String, version: String) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"result":{"protocolVersion":"\#(version)","#
            + #""capabilities":{"tools":{"listChanged":true},"resources":{"listChanged":true}},"#
            + #""serverInfo":\#(ServerSession.serverInfo),"instructions":"Test server."}}"#
    }

    @Test(arguments: ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"])
    func initializeAnswersEachHandshakeRevisionWithItself(version: String) {
        var session = ServerSession()
        let replies = session.send(
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"\#(version)","#
                + #""capabilities":{},"clientInfo":{"name":"c","version":"1"}}}"#)
        #expect(replies == [Self.initialized(id: "1", version: version)])
    }

    @Test func anUnknownOrMissingRevisionGetsTheNewest() {
        var session = ServerSession()
        #expect(
            session.send(
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1999-01-01"}}"#
            ) == [Self.initialized(id: "1", version: "2025-11-25")])
        var other = ServerSession()
        #expect(
            other.send(#"{"jsonrpc":"2.0","id":"i","method":"initialize","params":{}}"#)
                == [Self.initialized(id: #""i""#, version: "2025-11-25")])
        var bare = ServerSession()
        #expect(
            bare.send(#"{"jsonrpc":"2.0","id":2,"method":"initialize"}"#)
                == [Self.initialized(id: "2", version: "2025-11-25")])
    }

    @Test func pingAnswersBeforeAndAfterInitialize() {
        var session = ServerSession()
        #expect(
            session.send(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#)
                == [#"{"jsonrpc":"2.0","id":1,"result":{}}"#])
        var ready = ServerSession.initialized()
        #expect(
            ready.send(#"{"jsonrpc":"2.0","id":"p","method":"ping","params":{}}"#)
                == [#"{"jsonrpc":"2.0","id":"p","result":{}}"#])
    }

    @Test func requestsBeforeInitializeAreRefusedUntilItComes() {
        var session = ServerSession()
        let refusal =
            #"{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"#
            + #""message":"The session is not initialized: send initialize first."}}"#
        #expect(session.send(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#) == [refusal])
        #expect(
            session.send(
                #"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}"#
            )
                == [Self.initialized(id: "2", version: "2025-06-18")])
        let listed = session.send(#"{"jsonrpc":"2.0","id":3,"method":"tools/list"}"#)
        #expect(listed.count == 1)
        #expect(
            listed.first?.hasPrefix(#"{"jsonrpc":"2.0","id":3,"result":{"tools":[{"name":"echo""#)
                == true)
    }

    @Test func notificationsAndClientResponsesGetNoReply() {
        var session = ServerSession.initialized()
        #expect(session.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == [])
        #expect(
            session.send(
                #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}"#)
                == [])
        // A call sent as a notification is not run: nothing answers it, nothing changes.
        #expect(
            session.send(#"{"jsonrpc":"2.0","method":"tools/call","params":{"name":"grow"}}"#) == []
        )
        #expect(session.toolbox.tools().map(\.name) == ["echo", "grow"])
        #expect(session.send(#"{"jsonrpc":"2.0","id":5,"result":{}}"#) == [])
        #expect(
            session.send(#"{"jsonrpc":"2.0","id":6,"error":{"code":-1,"message":"no"}}"#) == [])
    }

    @Test func theStatelessEnvelopeIsRefusedOnAHandshakeConnection() {
        var session = ServerSession.initialized()
        #expect(
            session.send(
                #"{"jsonrpc":"2.0","id":4,"method":"tools/list","params":{"#
                    + ServerSession.envelope
                    + "}}")
                == [
                    #"{"jsonrpc":"2.0","id":4,"error":{"code":-32600,"message":"This connection "#
                        + #"serves the handshake protocol era; requests carrying the 2026-07-28 "#
                        + #"envelope are not accepted on it."}}"#
                ])
    }

    @Test func unknownMethodsAreNotFoundWithTheMethodAsData() {
        var session = ServerSession.initialized()
        #expect(
            session.send(#"{"jsonrpc":"2.0","id":9,"method":"prompts/list"}"#)
                == [
                    #"{"jsonrpc":"2.0","id":9,"error":{"code":-32601,"#
                        + #""message":"Method not found: prompts/list","data":"prompts/list"}}"#
                ])
    }

    @Test func discoveryWithoutTheEnvelopeIsNotFoundInASession() {
        // A client probing for the stateless revision without the envelope falls back to the
        // handshake on this error.
        var session = ServerSession.initialized()
        #expect(
            session.send(#"{"jsonrpc":"2.0","id":8,"method":"server/discover","params":{}}"#)
                == [
                    #"{"jsonrpc":"2.0","id":8,"error":{"code":-32601,"#
                        + #""message":"Method not found: server/discover","data":"server/discover"}}"#
                ])
    }

    @Test func stringAndNumberIdsAreEchoedExactly() {
        var session = ServerSession()
        #expect(
            session.send(#"{"jsonrpc":"2.0","id":"a-1","method":"ping"}"#)
                == [#"{"jsonrpc":"2.0","id":"a-1","result":{}}"#])
        #expect(
            session.send(#"{"jsonrpc":"2.0","id":7,"method":"ping"}"#)
                == [#"{"jsonrpc":"2.0","id":7,"result":{}}"#])
        #expect(
            session.send(#"{"jsonrpc":"2.0","id":12345678901234567890123,"method":"ping"}"#)
                == [#"{"jsonrpc":"2.0","id":12345678901234567890123,"result":{}}"#])
        #expect(
            session.send(#"{"jsonrpc":"2.0","id":-2.5e3,"method":"ping"}"#)
                == [#"{"jsonrpc":"2.0","id":-2.5e3,"result":{}}"#])
        #expect(
            session.send(#"{"jsonrpc":"2.0","id":"é \"q\"","method":"ping"}"#)
                == [#"{"jsonrpc":"2.0","id":"é \"q\"","result":{}}"#])
    }
}
