import ViperGenText

/// What a tool call gave: a short text for people and models, the structured result, and
/// whether the tool refused or failed.
package struct MCPToolResult: Equatable, Sendable {
    /// The summary, the result's first text content.
    package let summary: String
    /// The structured result (`structuredContent`, and its JSON as the second text content),
    /// if the tool gives one.
    package let structured: JSONValue?
    /// Whether the call failed: the model sees the error and may correct the call.
    package let isError: Bool

    /// A result.
    package init(summary: String, structured: JSONValue?, isError: Bool) {
        self.summary = summary
        self.structured = structured
        self.isError = isError
    }

    /// The result as `tools/call` answers it.
    package var response: JSONValue {
        var content: [JSONValue] = [.object(["type": "text", "text": .string(summary)])]
        var members: [JSONValue.Member] = []
        if let structured {
            content.append(.object(["type": "text", "text": .string(structured.text)]))
            members.append(.init("structuredContent", structured))
        }
        return .object(
            [.init("content", .array(content))] + members + [.init("isError", .boolean(isError))])
    }
}
