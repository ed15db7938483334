import ViperGenText

/// How a connection speaks MCP, decided by its first request: the handshake revisions
/// (`initialize`, then requests in a session) or the stateless revision, where every request
/// carries its protocol version and the client's capabilities in `_meta`.
package enum ProtocolEra: Equatable, Sendable {
    /// `initialize` has not been answered yet.
    case handshakePending
    /// A session at the negotiated handshake revision.
    case handshake(version: String)
    /// The stateless revision: each request says its version.
    case stateless

    /// The handshake revisions served, oldest first.
    package static let handshakeVersions = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]
    /// The stateless revisions served.
    package static let statelessVersions = ["2026-07-28"]

    /// The key of a request's `_meta` that names its protocol version (stateless revision).
    static let versionKey = "io.modelcontextprotocol/protocolVersion"
    /// The key of a request's `_meta` that holds the client's capabilities.
    static let capabilitiesKey = "io.modelcontextprotocol/clientCapabilities"
    /// The key of a result's `_meta` that names the server.
    static let serverInfoKey = "io.modelcontextprotocol/serverInfo"

    /// The era a connection whose first request is `method` with `params` speaks: stateless
    /// when the request is not `initialize` and names a version in its `_meta`.
    static func of(firstRequest method: String, params: JSONValue?) -> ProtocolEra {
        guard method != "initialize", params?["_meta"]?[versionKey] != nil else {
            return .handshakePending
        }
        return .stateless
    }

    /// The handshake revision answered to a client asking for `requested`: the same if
    /// served, else the newest.
    static func negotiated(_ requested: String?) -> String {
        guard let requested, handshakeVersions.contains(requested) else {
            return handshakeVersions[handshakeVersions.count - 1]
        }
        return requested
    }

    /// Refuses a stateless request whose `_meta` lacks the version or the capabilities, or
    /// names a version not served.
    static func checkEnvelope(of params: JSONValue?) throws {
        guard let meta = params?["_meta"], meta.members != nil else {
            throw JSONRPCError(
                .invalidParams,
                "params._meta must be an object carrying the required '\(versionKey)' and "
                    + "'\(capabilitiesKey)' envelope keys")
        }
        let missing = [versionKey, capabilitiesKey].filter { meta[$0] == nil }
        guard missing.isEmpty else {
            throw JSONRPCError(
                .invalidParams,
                "params._meta is missing the required envelope key(s): "
                    + missing.joined(separator: ", "))
        }
        guard let version = meta[versionKey]?.string else {
            throw JSONRPCError(.invalidParams, "'\(versionKey)' must be a string")
        }
        guard statelessVersions.contains(version) else {
            throw unsupported(version)
        }
    }

    /// The error for a client asking for `requested`, which this connection does not speak.
    static func unsupported(_ requested: String, message: String = "Unsupported protocol version")
        -> JSONRPCError
    {
        JSONRPCError(
            .unsupportedProtocolVersion, message,
            data: .object([
                "supported": .array(statelessVersions.map(JSONValue.string)),
                "requested": .string(requested),
            ]))
    }
}
