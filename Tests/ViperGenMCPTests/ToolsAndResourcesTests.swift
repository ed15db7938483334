import Testing

/// Tools and resources in a handshake session: listed, called, read, and refused when unknown.
@Suite("MCP tools and resources")
struct ToolsAndResourcesTests {
    @Test func toolsAreListedWithTheirSchemasAndAnnotations() {
        var session = ServerSession.initialized()
        #expect(
            session.send(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#)
                == [
                    Listings.result(
                        "1", #"{"tools":["# + Listings.echo + "," + Listings.grow + "]}")
                ])
    }

    @Test func aCallGivesTheSummaryThenTheStructuredJSON() {
        var session = ServerSession.initialized()
        #expect(
            session.send(
                #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"echo","arguments":{"text":"hi \"x\""}}}"#
            ) == [
                Listings.result(
                    "2",
                    #"{"content":[{"type":"text","text":"Said hi \"x\"."},"#
                        + #"{"type":"text","text":"{\"said\":\"hi \\\"x\\\"\"}"}],"#
                        + #""structuredContent":{"said":"hi \"x\""},"isError":false}"#)
            ])
    }

    @Test func aToolsFailureIsAResultWithIsError() {
        var session = ServerSession.initialized()
        #expect(
            session.send(
                #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"echo"}}"#)
                == [
                    Listings.result(
                        "3",
                        #"{"content":[{"type":"text","text":"echo needs a text."}],"isError":true}"#
                    )
                ])
    }

    @Test func anUnknownToolOrNoNameIsInvalidParams() {
        var session = ServerSession.initialized()
        #expect(
            session.send(
                #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"nope","arguments":{}}}"#
            )
                == [
                    Listings.error(
                        "4",
                        #"{"code":-32602,"message":"Unknown tool: nope. The tools are echo, grow.","#
                            + #""data":{"name":"nope"}}"#)
                ])
        let noName = Listings.error(
            "5", #"{"code":-32602,"message":"tools/call needs the tool's name in params.name."}"#)
        #expect(
            session.send(
                #"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"arguments":{}}}"#)
                == [noName])
        #expect(session.send(#"{"jsonrpc":"2.0","id":5,"method":"tools/call"}"#) == [noName])
        #expect(
            session.send(#"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":3}}"#)
                == [noName])
    }

    @Test func resourcesAndTemplatesAreListed() {
        var session = ServerSession.initialized()
        #expect(
            session.send(#"{"jsonrpc":"2.0","id":1,"method":"resources/list"}"#)
                == [Listings.result("1", #"{"resources":["# + Listings.config + "]}")])
        #expect(
            session.send(
                #"{"jsonrpc":"2.0","id":2,"method":"resources/templates/list","params":{}}"#)
                == [Listings.result("2", #"{"resourceTemplates":["# + Listings.notes + "]}")])
    }

    @Test func aResourceIsReadWithItsURIAndMediaType() {
        var session = ServerSession.initialized()
        #expect(
            session.send(
                #"{"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"test://config"}}"#
            )
                == [Listings.result("3", Listings.configContents)])
    }

    @Test func anUnknownResourceOrNoURIIsInvalidParams() {
        var session = ServerSession.initialized()
        #expect(
            session.send(
                #"{"jsonrpc":"2.0","id":4,"method":"resources/read","params":{"uri":"test://notes/x"}}"#
            )
                == [
                    Listings.error(
                        "4",
                        #"{"code":-32602,"message":"Unknown resource: test://notes/x. "#
                            + #"resources/list gives the resources there are now.","#
                            + #""data":{"uri":"test://notes/x"}}"#)
                ])
        #expect(
            session.send(#"{"jsonrpc":"2.0","id":5,"method":"resources/read","params":{}}"#)
                == [
                    Listings.error(
                        "5",
                        #"{"code":-32602,"message":"resources/read needs the resource's params.uri."}"#
                    )
                ])
    }
}
