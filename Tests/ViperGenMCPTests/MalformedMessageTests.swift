import Testing
import ViperGenMCP

/// Messages the server cannot take: each gets one error with a null id (a JSON-RPC error
/// when the id cannot be trusted), and the server answers the next good message.
@Suite("MCP malformed messages")
struct MalformedMessageTests {
    /// The error line for `code` and `message`, answering no request.
    private static func refusal(_ code: Int, _ message: String, id: String = "null") -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"error":{"code":\#(code),"message":"\#(message)"}}"#
    }

    /// The answer to a JSON value that is not a JSON-RPC 2.0 object.
    private static let notJSONRPC = refusal(
        -32600, #"Not a JSON-RPC 2.0 message: send an object with \"jsonrpc\": \"2.0\"."#)

    /// What a value that is not JSON is told (after its position).
    private static let expectedValue =
        "strings (names included) go in double quotes; the other values are numbers, objects, "
        + "arrays, true, false and null"

    /// Sends `bytes`, expecting `reply`, then a good message, expecting its answer: on a new
    /// connection, in a handshake session and on a stateless connection, the server goes on.
    private func expect(
        _ bytes: [UInt8], answers reply: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let ping = #"{"jsonrpc":"2.0","id":"next","method":"ping"}"#
        let pong = #"{"jsonrpc":"2.0","id":"next","result":{}}"#
        let call =
            #"{"jsonrpc":"2.0","id":"next","method":"tools/call","params":{"name":"echo","#
            + ServerSession.envelope + "}}"
        let called = Listings.result(
            #""next""#,
            #"{"content":[{"type":"text","text":"echo needs a text."}],"isError":true,"#
                + #""resultType":"complete","# + Listings.meta + "}")
        let sessions = [
            (ServerSession(), ping, pong), (ServerSession.initialized(), ping, pong),
            (ServerSession.stateless(), call, called),
        ]
        for (session, next, answer) in sessions {
            var session = session
            #expect(session.send(bytes: bytes) == [reply], sourceLocation: sourceLocation)
            #expect(session.send(next) == [answer], sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [
        (
            #"{"jsonrpc":"#,
            "Parse error at line 1, column 12: expected a value, found the end of the file: "
                + expectedValue
        ),
        ("hello", "Parse error at line 1, column 1: expected a value, found 'h': " + expectedValue),
        (
            #"{"jsonrpc":"2.0","id":1,"method":"ping"} x"#,
            "Parse error at line 1, column 42: 'x' after the end of the JSON value: remove it"
        ),
        (
            #"{"jsonrpc":"2.0","id":1,"id":2,"method":"ping"}"#,
            "Parse error at line 1, column 25: the key 'id' appears twice: keep one"
        ),
        (
            #"{"jsonrpc":"2.0","id":1,"method":"ping","params":{"a":{"b":1,"b":2}}}"#,
            "Parse error at line 1, column 62: the key 'b' appears twice: keep one"
        ),
    ])
    func textThatIsNotJSONIsAParseError(line: String, message: String) {
        expect(Array(line.utf8), answers: Self.refusal(-32700, message))
    }

    @Test func invalidUTF8IsAParseError() {
        let prefix = Array(#"{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":""#.utf8)
        expect(
            prefix + [0xFF] + Array(#""}}"#.utf8),
            answers: Self.refusal(
                -32700,
                "Parse error at line 1, column 58: the string before this point is not valid UTF-8")
        )
        expect(
            [0xC3, 0x28],
            answers: Self.refusal(
                -32700,
                "Parse error at line 1, column 1: expected a value, found byte 0xc3: "
                    + Self.expectedValue))
    }

    @Test func aHostileNestingIsAParseErrorNotACrash() {
        expect(
            Array(repeating: UInt8(ascii: "["), count: 100_000),
            answers: Self.refusal(
                -32700,
                "Parse error at line 1, column 65: '[' is nested more than 64 levels deep: no spec, "
                    + "config or message is that deep; the text is damaged or hostile"))
    }

    @Test func aBatchIsRefused() {
        expect(
            Array(#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#.utf8),
            answers: Self.refusal(-32600, "Batches are not supported: send one message per line."))
        expect(
            Array("[]".utf8),
            answers: Self.refusal(-32600, "Batches are not supported: send one message per line."))
    }

    @Test(arguments: [
        "5", #""ping""#, "null", "true", #"{"jsonrpc":"1.0","id":1,"method":"ping"}"#,
        #"{"id":1,"method":"ping"}"#, #"{"jsonrpc":2.0,"id":1,"method":"ping"}"#,
    ])
    func aValueThatIsNotAJSONRPCObjectIsAnInvalidRequest(line: String) {
        expect(Array(line.utf8), answers: Self.notJSONRPC)
    }

    @Test func aMessageWithoutMethodOrResultIsAnInvalidRequestAnsweredOnItsID() {
        let reply = Self.refusal(-32600, "The message has no method: name one.", id: "1")
        expect(Array(#"{"jsonrpc":"2.0","id":1}"#.utf8), answers: reply)
        expect(Array(#"{"jsonrpc":"2.0","id":1,"method":5}"#.utf8), answers: reply)
        expect(
            Array(#"{"jsonrpc":"2.0"}"#.utf8),
            answers: Self.refusal(-32600, "The message has no method: name one."))
    }

    @Test(arguments: [
        ("[]", "an array"), ("5", "a number"), (#""x""#, "a string"), ("null", "null"),
    ])
    func paramsThatAreNotAnObjectAreInvalidParamsOnTheRequestsID(params: String, kind: String) {
        expect(
            Array(#"{"jsonrpc":"2.0","id":1,"method":"ping","params":\#(params)}"#.utf8),
            answers: Self.refusal(-32602, "params must be an object, not \(kind).", id: "1"))
    }

    @Test(arguments: [
        ("null", "null"), ("true", "a Boolean"), ("{}", "an object"), ("[1]", "an array"),
    ])
    func anIdThatIsNotAStringOrANumberIsAnInvalidRequest(id: String, kind: String) {
        expect(
            Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"#.utf8),
            answers: Self.refusal(-32600, "The id must be a string or a number, not \(kind)."))
    }

    @Test func anOversizedFrameIsRefusedNamingItsSize() {
        var session = ServerSession.initialized()
        #expect(
            session.send(frame: .oversized(byteCount: 4_194_305))
                == [
                    Self.refusal(
                        -32600,
                        "The message is 4194305 bytes, over the limit of this server; send smaller "
                            + "messages (one JSON-RPC message per line).")
                ])
        #expect(
            session.send(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#)
                == [#"{"jsonrpc":"2.0","id":1,"result":{}}"#])
    }

    @Test func aNotificationIsNeverAnsweredEvenWhenWrong() {
        var session = ServerSession.initialized()
        #expect(session.send(#"{"jsonrpc":"2.0","method":"notifications/x","params":[1]}"#) == [])
        #expect(session.send(#"{"jsonrpc":"2.0","method":"tools/call","params":5}"#) == [])
    }

    @Test func anUnknownMethodBeforeInitializeIsNotFound() {
        var session = ServerSession()
        #expect(
            session.send(#"{"jsonrpc":"2.0","id":1,"method":"prompts/list"}"#) == [
                #"{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found: prompts/list","data":"prompts/list"}}"#
            ])
    }
}
