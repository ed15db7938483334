import ViperGenText

/// A JSON-RPC 2.0 error answer: its code, its message, and the request it answers.
package struct JSONRPCError: Error, Equatable, Sendable {
    /// The error codes the server answers with.
    package enum Code: Int, Sendable {
        /// The message is not JSON.
        case parseError = -32700
        /// The message is JSON but not a JSON-RPC request (or too large to read).
        case invalidRequest = -32600
        /// No such method.
        case methodNotFound = -32601
        /// The method's parameters are wrong (an unknown tool among them).
        case invalidParams = -32602
        /// The server failed.
        case internalError = -32603
        /// The request asks for a protocol revision the connection does not speak.
        case unsupportedProtocolVersion = -32022
    }

    /// Which error it is.
    package let code: Code
    /// What is wrong and what to do about it.
    package let message: String
    /// More about it, if anything (the versions served, the URI not found).
    package var data: JSONValue?

    /// An error `code` saying `message`.
    package init(_ code: Code, _ message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The error of a request for `method`, which the server does not answer.
    static func notFound(_ method: String) -> JSONRPCError {
        JSONRPCError(.methodNotFound, "Method not found: \(method)", data: .string(method))
    }

    /// The error as the answer to the request `id` (null when it could not be read).
    func response(id: JSONValue) -> JSONValue {
        var error: [JSONValue.Member] = [
            .init("code", .integer(code.rawValue)), .init("message", .string(message)),
        ]
        if let data { error.append(.init("data", data)) }
        return .object(["jsonrpc": "2.0", "id": id, "error": .object(error)])
    }
}
