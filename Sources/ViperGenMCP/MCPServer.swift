import ViperGenText

/// An MCP server as a function of the messages it reads: each frame of the stream gives the
/// messages to send back (its answer, then any notification), so the protocol is tested
/// without a process.
///
/// It speaks both eras (``ProtocolEra``): the handshake revisions from `initialize` on, and
/// the stateless revision, whose requests each carry their version. A message it cannot read
/// gets a JSON-RPC error with a null id, and the server goes on reading.
package struct MCPServer {
    /// The server's name and version, as clients show them.
    package let name: String
    /// Its version.
    package let version: String
    /// What the server is for and how to use it, for the client's model.
    package let instructions: String
    /// The tools and resources served.
    let toolbox: any MCPToolbox
    /// The connection's era, once its first request came.
    var era: ProtocolEra?
    /// The tools and resources as last listed, to tell a handshake client when they change.
    var listed: (tools: [MCPTool]?, resources: [MCPResource]?) = (nil, nil)

    /// A server named `name` at `version`, serving `toolbox`.
    package init(name: String, version: String, instructions: String, toolbox: any MCPToolbox) {
        self.name = name
        self.version = version
        self.instructions = instructions
        self.toolbox = toolbox
    }

    /// The messages that answer `frame`: none for a notification or a client's response.
    package mutating func replies(to frame: MessageFramer.Frame) -> [JSONValue] {
        switch frame {
        case .oversized(let count):
            let error = JSONRPCError(
                .invalidRequest,
                "The message is \(count) bytes, over the limit of this server; send smaller "
                    + "messages (one JSON-RPC message per line).")
            return [error.response(id: .null)]
        case .message(let bytes):
            do {
                return try replies(to: try Self.message(bytes))
            } catch let error as JSONRPCError {
                return [error.response(id: .null)]
            } catch {
                return [JSONRPCError(.internalError, "\(error)").response(id: .null)]
            }
        }
    }

    /// The message `bytes` hold, or the error that answers them: not JSON, a batch, not a
    /// JSON-RPC 2.0 object.
    private static func message(_ bytes: [UInt8]) throws -> JSONValue {
        let node: JSONNode
        do {
            node = try JSONNodeParser.parse(bytes)
            try node.refuseRepeatedKeys()
        } catch let error as JSONSyntaxError {
            throw JSONRPCError(
                .parseError,
                "Parse error at line \(error.position.line), column \(error.position.column): "
                    + error.message)
        }
        let message = JSONValue(node)
        if message.array != nil {
            throw JSONRPCError(
                .invalidRequest, "Batches are not supported: send one message per line.")
        }
        guard message.members != nil, message["jsonrpc"] == "2.0" else {
            throw JSONRPCError(
                .invalidRequest,
                "Not a JSON-RPC 2.0 message: send an object with \"jsonrpc\": \"2.0\".")
        }
        return message
    }

    /// The answers to the JSON-RPC object `message`: an error answers the request's id when
    /// it has a valid one, and a notification gets no answer, not even an error.
    private mutating func replies(to message: JSONValue) throws -> [JSONValue] {
        let id = message["id"]
        switch id {
        case nil, .string?, .number?: break
        case let other?:
            throw JSONRPCError(
                .invalidRequest, "The id must be a string or a number, not \(other.kind).")
        }
        guard let method = message["method"]?.string else {
            // A client's answer to a request; the server sends none, so there is nothing to do.
            if message["result"] != nil || message["error"] != nil { return [] }
            let error = JSONRPCError(.invalidRequest, "The message has no method: name one.")
            return [error.response(id: id ?? .null)]
        }
        guard let id else { return [] }  // A notification: nothing to answer.
        do {
            let params = message["params"]
            if let params, params.members == nil {
                throw JSONRPCError(
                    .invalidParams, "params must be an object, not \(params.kind).")
            }
            let result = try answer(method, params: params)
            return [.object(["jsonrpc": "2.0", "id": id, "result": result])]
                + changes(after: method)
        } catch let error as JSONRPCError {
            return [error.response(id: id)]
        }
    }

    /// The result of the request `method` with `params`, in the connection's era.
    private mutating func answer(_ method: String, params: JSONValue?) throws -> JSONValue {
        let era = self.era ?? ProtocolEra.of(firstRequest: method, params: params)
        self.era = era
        switch era {
        case .stateless:
            if method == "initialize" {
                throw ProtocolEra.unsupported(
                    params?["protocolVersion"]?.string ?? "",
                    message: "This connection serves the \(ProtocolEra.statelessVersions[0]) "
                        + "protocol; the initialize handshake is not accepted on it.")
            }
            try ProtocolEra.checkEnvelope(of: params)
            let result = try (method == "server/discover" ? discovery : served(method, params))
            return stateless(result, cacheable: method != "tools/call")
        case .handshakePending, .handshake:
            if params?["_meta"]?[ProtocolEra.versionKey] != nil {
                throw JSONRPCError(
                    .invalidRequest,
                    "This connection serves the handshake protocol era; requests carrying the "
                        + "\(ProtocolEra.statelessVersions[0]) envelope are not accepted on it.")
            }
            if method == "ping" { return .object([]) }
            if method == "initialize" { return initialize(params) }
            guard Self.servedMethods.contains(method) else { throw JSONRPCError.notFound(method) }
            guard case .handshake = era else {
                throw JSONRPCError(
                    .invalidParams, "The session is not initialized: send initialize first.")
            }
            return try served(method, params)
        }
    }
}
