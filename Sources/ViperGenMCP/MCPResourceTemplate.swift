import ViperGenText

/// A family of resources, as `resources/templates/list` describes it: a URI template
/// (RFC 6570) whose variables name one of them.
package struct MCPResourceTemplate: Equatable, Sendable {
    /// The URI template (`viper-gen://templates/{name}`).
    package let uriTemplate: String
    /// Its name.
    package let name: String
    /// What each resource holds.
    package let description: String
    /// Their media type.
    package let mimeType: String

    /// A resource template.
    package init(uriTemplate: String, name: String, description: String, mimeType: String) {
        self.uriTemplate = uriTemplate
        self.name = name
        self.description = description
        self.mimeType = mimeType
    }

    /// The template as `resources/templates/list` lists it.
    package var listing: JSONValue {
        .object([
            "uriTemplate": .string(uriTemplate), "name": .string(name),
            "description": .string(description), "mimeType": .string(mimeType),
        ])
    }
}
