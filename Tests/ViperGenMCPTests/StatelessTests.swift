import Testing

/// The stateless revision (2026-07-28): no handshake, every request carrying its version and
/// the client's capabilities in `_meta`, every result complete and never cached.
@Suite("MCP stateless era")
struct StatelessTests {
    /// The stateless request `method` as `id`, with `params` members before the envelope.
    private static func request(_ id: Int, _ method: String, _ params: String = "") -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":{"#
            + (params.isEmpty ? "" : params + ",") + ServerSession.envelope + "}}"
    }

    /// What a cacheable result ends with.
    private static let cacheable = #""resultType":"complete","ttlMs":0,"cacheScope":"private","#

    @Test func discoveryNamesTheVersionsAndTheUnchangingCapabilities() {
        var session = ServerSession()
        #expect(
            session.send(Self.request(1, "server/discover"))
                == [
                    Listings.result(
                        "1",
                        #"{"supportedVersions":["2026-07-28"],"capabilities":{"tools":"#
                            + #"{"listChanged":false},"resources":{"listChanged":false}},"#
                            + #""instructions":"Test server.","# + Self.cacheable + Listings.meta
                            + "}")
                ])
    }

    @Test func listsAndReadsAreCacheableResults() {
        var session = ServerSession()
        #expect(
            session.send(Self.request(1, "tools/list"))
                == [
                    Listings.result(
                        "1",
                        #"{"tools":["# + Listings.echo + "," + Listings.grow + "],"
                            + Self.cacheable + Listings.meta + "}")
                ])
        #expect(
            session.send(Self.request(2, "resources/templates/list"))
                == [
                    Listings.result(
                        "2",
                        #"{"resourceTemplates":["# + Listings.notes + "]," + Self.cacheable
                            + Listings.meta + "}")
                ])
        #expect(
            session.send(Self.request(3, "resources/read", #""uri":"test://config""#))
                == [
                    Listings.result(
                        "3",
                        String(Listings.configContents.dropLast()) + "," + Self.cacheable
                            + Listings.meta + "}")
                ])
    }

    @Test func aCallIsCompleteButNotCacheable() {
        var session = ServerSession.stateless()
        #expect(
            session.send(Self.request(1, "tools/call", #""name":"echo","arguments":{"text":"a"}"#))
                == [
                    Listings.result(
                        "1",
                        #"{"content":[{"type":"text","text":"Said a."},{"type":"text","#
                            + #""text":"{\"said\":\"a\"}"}],"structuredContent":{"said":"a"},"#
                            + #""isError":false,"resultType":"complete","# + Listings.meta + "}")
                ])
    }

    @Test func errorsAreTheHandshakeErasErrors() {
        var session = ServerSession.stateless()
        #expect(
            session.send(Self.request(1, "tools/call", #""name":"nope""#))
                == [
                    Listings.error(
                        "1",
                        #"{"code":-32602,"message":"Unknown tool: nope. The tools are echo, grow.","#
                            + #""data":{"name":"nope"}}"#)
                ])
    }

    @Test func aRequestWithoutTheEnvelopeIsRefused() {
        var session = ServerSession.stateless()
        let missing = Listings.error(
            "2",
            #"{"code":-32602,"message":"params._meta must be an object carrying the required "#
                + #"'io.modelcontextprotocol/protocolVersion' and "#
                + #"'io.modelcontextprotocol/clientCapabilities' envelope keys"}"#)
        #expect(session.send(#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#) == [missing])
        #expect(
            session.send(#"{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}}"#) == [
                missing
            ])
        #expect(
            session.send(#"{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"_meta":[]}}"#)
                == [missing])
    }

    @Test func anEnvelopeWithoutOneKeyIsRefusedNamingIt() {
        var session = ServerSession.stateless()
        #expect(
            session.send(
                #"{"jsonrpc":"2.0","id":3,"method":"tools/list","params":{"_meta":"#
                    + #"{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}"#)
                == [
                    Listings.error(
                        "3",
                        #"{"code":-32602,"message":"params._meta is missing the required "#
                            + #"envelope key(s): io.modelcontextprotocol/clientCapabilities"}"#)
                ])
        #expect(
            session.send(
                #"{"jsonrpc":"2.0","id":3,"method":"tools/list","params":{"_meta":"#
                    + #"{"io.modelcontextprotocol/clientCapabilities":{}}}}"#)
                == [
                    Listings.error(
                        "3",
                        #"{"code":-32602,"message":"params._meta is missing the required "#
                            + #"envelope key(s): io.modelcontextprotocol/protocolVersion"}"#)
                ])
        #expect(
            session.send(#"{"jsonrpc":"2.0","id":3,"method":"tools/list","params":{"_meta":{}}}"#)
                == [
                    Listings.error(
                        "3",
                        #"{"code":-32602,"message":"params._meta is missing the required "#
                            + #"envelope key(s): io.modelcontextprotocol/protocolVersion, "#
                            + #"io.modelcontextprotocol/clientCapabilities"}"#)
                ])
    }

    @Test func aVersionThatIsNotAStringIsInvalidParams() {
        var session = ServerSession.stateless()
        #expect(
            session.send(
                #"{"jsonrpc":"2.0","id":4,"method":"tools/list","params":{"_meta":"#
                    + #"{"io.modelcontextprotocol/protocolVersion":20260728,"#
                    + #""io.modelcontextprotocol/clientCapabilities":{}}}}"#)
                == [
                    Listings.error(
                        "4",
                        #"{"code":-32602,"message":"'io.modelcontextprotocol/protocolVersion' "#
                            + #"must be a string"}"#)
                ])
    }

    @Test func anUnsupportedVersionNamesTheSupportedOnes() {
        var session = ServerSession()
        #expect(
            session.send(
                #"{"jsonrpc":"2.0","id":5,"method":"server/discover","params":{"_meta":"#
                    + #"{"io.modelcontextprotocol/protocolVersion":"2099-01-01","#
                    + #""io.modelcontextprotocol/clientCapabilities":{}}}}"#)
                == [
                    Listings.error(
                        "5",
                        #"{"code":-32022,"message":"Unsupported protocol version","#
                            + #""data":{"supported":["2026-07-28"],"requested":"2099-01-01"}}"#)
                ])
    }

    @Test func initializeIsRefusedOnAStatelessConnection() {
        var session = ServerSession.stateless()
        #expect(
            session.send(
                #"{"jsonrpc":"2.0","id":6,"method":"initialize","params":{"protocolVersion":"2025-11-25"}}"#
            )
                == [
                    Listings.error(
                        "6",
                        #"{"code":-32022,"message":"This connection serves the 2026-07-28 "#
                            + #"protocol; the initialize handshake is not accepted on it.","#
                            + #""data":{"supported":["2026-07-28"],"requested":"2025-11-25"}}"#)
                ])
    }

    @Test func pingDoesNotExistThere() {
        var session = ServerSession.stateless()
        #expect(
            session.send(Self.request(7, "ping"))
                == [
                    Listings.error(
                        "7", #"{"code":-32601,"message":"Method not found: ping","data":"ping"}"#)
                ])
    }
}
