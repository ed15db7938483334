import Testing

/// `notifications/tools/list_changed` and `notifications/resources/list_changed`: after a call
/// that changed a list the client had read, in a handshake session only.
@Suite("MCP list changes")
struct ListChangedTests {
    private static let toolsChanged =
        #"{"jsonrpc":"2.0","method":"notifications/tools/list_changed"}"#
    private static let resourcesChanged =
        #"{"jsonrpc":"2.0","method":"notifications/resources/list_changed"}"#

    /// The request calling `grow` with `what`, as request `id`.
    private static func grow(_ id: Int, _ what: String) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","#
            + #""params":{"name":"grow","arguments":{"what":"\#(what)"}}}"#
    }

    /// The answer to ``grow(_:_:)``.
    private static func grown(_ id: Int, _ what: String) -> String {
        Listings.result(
            "\(id)", #"{"content":[{"type":"text","text":"Grew \#(what)."}],"isError":false}"#)
    }

    @Test func bothListsChangedAfterBothWereListed() {
        var session = ServerSession.initialized()
        _ = session.send(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#)
        _ = session.send(#"{"jsonrpc":"2.0","id":2,"method":"resources/list"}"#)
        #expect(
            session.send(Self.grow(3, "both"))
                == [Self.grown(3, "both"), Self.toolsChanged, Self.resourcesChanged])
    }

    @Test func nothingIsToldOfAListNeverListed() {
        var session = ServerSession.initialized()
        #expect(session.send(Self.grow(1, "both")) == [Self.grown(1, "both")])
        _ = session.send(#"{"jsonrpc":"2.0","id":2,"method":"resources/list"}"#)
        #expect(
            session.send(Self.grow(3, "both")) == [Self.grown(3, "both"), Self.resourcesChanged])
    }

    @Test func onlyTheListThatChangedIsTold() {
        var session = ServerSession.initialized()
        _ = session.send(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#)
        _ = session.send(#"{"jsonrpc":"2.0","id":2,"method":"resources/list"}"#)
        #expect(
            session.send(Self.grow(3, "notes")) == [Self.grown(3, "notes"), Self.resourcesChanged])
        #expect(session.send(Self.grow(4, "tools")) == [Self.grown(4, "tools"), Self.toolsChanged])
    }

    @Test func aChangeIsToldOnceUntilTheListIsReadAgain() {
        var session = ServerSession.initialized()
        _ = session.send(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#)
        #expect(session.send(Self.grow(2, "tools")) == [Self.grown(2, "tools"), Self.toolsChanged])
        #expect(session.send(Self.grow(3, "tools")) == [Self.grown(3, "tools")])
        let listed = session.send(#"{"jsonrpc":"2.0","id":4,"method":"tools/list"}"#)
        #expect(listed.first?.contains(#""name":"extra2""#) == true)
        #expect(session.send(Self.grow(5, "tools")) == [Self.grown(5, "tools"), Self.toolsChanged])
    }

    @Test func aCallThatChangesNothingTellsNothing() {
        var session = ServerSession.initialized()
        _ = session.send(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#)
        _ = session.send(#"{"jsonrpc":"2.0","id":2,"method":"resources/list"}"#)
        #expect(
            session.send(
                #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"echo","arguments":{}}}"#
            ).count == 1)
    }

    @Test func theStatelessEraIsNeverTold() {
        var session = ServerSession.stateless()
        let envelope = ServerSession.envelope
        _ = session.send(
            #"{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"# + envelope + "}}")
        _ = session.send(
            #"{"jsonrpc":"2.0","id":2,"method":"resources/list","params":{"# + envelope + "}}")
        #expect(
            session.send(
                #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"grow","#
                    + envelope + "}}")
                == [
                    Listings.result(
                        "3",
                        #"{"content":[{"type":"text","text":"Grew both."}],"isError":false,"#
                            + #""resultType":"complete","# + Listings.meta + "}")
                ])
        #expect(session.toolbox.tools().count == 3)
    }
}
