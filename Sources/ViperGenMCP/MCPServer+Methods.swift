import ViperGenText

/// The methods an MCP server answers: the handshake, discovery, tools and resources.
extension MCPServer {
    /// The server's name and version, as `serverInfo`.
    private var serverInfo: JSONValue {
        .object(["name": .string(name), "title": .string(name), "version": .string(version)])
    }

    /// What the server offers: tools and resources, whose lists change (told in a handshake
    /// session; the stateless revision tells only on a subscription, which is not served).
    private func capabilities(listChanged: Bool) -> JSONValue {
        .object([
            "tools": .object(["listChanged": .boolean(listChanged)]),
            "resources": .object(["listChanged": .boolean(listChanged)]),
        ])
    }

    /// The answer to `initialize`: the revision negotiated, and the session opened.
    mutating func initialize(_ params: JSONValue?) -> JSONValue {
        let version = ProtocolEra.negotiated(params?["protocolVersion"]?.string)
        era = .handshake(version: version)
        return .object([
            "protocolVersion": .string(version), "capabilities": capabilities(listChanged: true),
            "serverInfo": serverInfo, "instructions": .string(instructions),
        ])
    }

    /// The answer to `server/discover` (stateless revision).
    var discovery: JSONValue {
        .object([
            "supportedVersions": .array(ProtocolEra.statelessVersions.map(JSONValue.string)),
            "capabilities": capabilities(listChanged: false),
            "instructions": .string(instructions),
        ])
    }

    /// `result` as the stateless revision answers: complete, with the server named, and a
    /// cacheable result (a list, a read) never to be reused from a cache, since the project
    /// changes under it.
    func stateless(_ result: JSONValue, cacheable: Bool) -> JSONValue {
        var result = result.setting("resultType", to: "complete")
        if cacheable {
            result = result.setting("ttlMs", to: .integer(0)).setting("cacheScope", to: "private")
        }
        return result.setting("_meta", to: .object([.init(ProtocolEra.serverInfoKey, serverInfo)]))
    }

    /// The methods of tools and resources, which ``served(_:_:)`` answers.
    static let servedMethods: Set<String> = [
        "tools/list", "tools/call", "resources/list", "resources/templates/list",
        "resources/read",
    ]

    /// The result of a tool or resource method, the same in both eras.
    mutating func served(_ method: String, _ params: JSONValue?) throws -> JSONValue {
        switch method {
        case "tools/list":
            let tools = toolbox.tools()
            listed.tools = tools
            return .object(["tools": .array(tools.map(\.listing))])
        case "tools/call":
            guard let name = params?["name"]?.string else {
                throw JSONRPCError(
                    .invalidParams, "tools/call needs the tool's name in params.name.")
            }
            let arguments = params?["arguments"]
            guard let result = toolbox.call(name, arguments: arguments) else {
                let names = toolbox.tools().map(\.name).joined(separator: ", ")
                throw JSONRPCError(
                    .invalidParams, "Unknown tool: \(name). The tools are \(names).",
                    data: .object(["name": .string(name)]))
            }
            return result.response
        case "resources/list":
            let resources = toolbox.resources()
            listed.resources = resources
            return .object(["resources": .array(resources.map(\.listing))])
        case "resources/templates/list":
            return .object(["resourceTemplates": .array(toolbox.resourceTemplates().map(\.listing))]
            )
        case "resources/read":
            guard let uri = params?["uri"]?.string else {
                throw JSONRPCError(
                    .invalidParams, "resources/read needs the resource's params.uri.")
            }
            guard let contents = toolbox.read(uri) else {
                throw JSONRPCError(
                    .invalidParams,
                    "Unknown resource: \(uri). resources/list gives the resources there are now.",
                    data: .object(["uri": .string(uri)]))
            }
            return .object([
                "contents": .array([
                    .object([
                        "uri": .string(uri), "mimeType": .string(contents.mimeType),
                        "text": .string(contents.text),
                    ])
                ])
            ])
        default:
            throw JSONRPCError.notFound(method)
        }
    }

    /// The notifications that the lists changed since the client last read them, after a tool
    /// call in a handshake session (a module made adds its record, a template derived adds an
    /// enum value).
    mutating func changes(after method: String) -> [JSONValue] {
        guard method == "tools/call", case .handshake = era else { return [] }
        var notifications: [JSONValue] = []
        if let tools = listed.tools, tools != toolbox.tools() {
            listed.tools = nil
            notifications.append(Self.notification("notifications/tools/list_changed"))
        }
        if let resources = listed.resources, resources != toolbox.resources() {
            listed.resources = nil
            notifications.append(Self.notification("notifications/resources/list_changed"))
        }
        return notifications
    }

    /// The notification `method`, without parameters.
    private static func notification(_ method: String) -> JSONValue {
        .object(["jsonrpc": "2.0", "method": .string(method)])
    }
}
