import ViperGenText

/// A tool the server offers, as `tools/list` describes it.
package struct MCPTool: Equatable, Sendable {
    /// Its name, which calls give.
    package let name: String
    /// A title for people.
    package let title: String
    /// What it does, for the model choosing a tool.
    package let description: String
    /// The JSON Schema of its arguments.
    package let inputSchema: JSONValue
    /// Whether it only reads.
    package let readOnly: Bool
    /// Whether it may delete or rewrite what the user has.
    package let destructive: Bool

    /// A tool with all of its description.
    package init(
        name: String, title: String, description: String, inputSchema: JSONValue,
        readOnly: Bool, destructive: Bool
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.inputSchema = inputSchema
        self.readOnly = readOnly
        self.destructive = destructive
    }

    /// The tool as `tools/list` lists it.
    package var listing: JSONValue {
        .object([
            "name": .string(name), "title": .string(title), "description": .string(description),
            "inputSchema": inputSchema,
            "annotations": .object([
                "title": .string(title), "readOnlyHint": .boolean(readOnly),
                "destructiveHint": .boolean(destructive), "idempotentHint": .boolean(readOnly),
                "openWorldHint": false,
            ]),
        ])
    }
}
