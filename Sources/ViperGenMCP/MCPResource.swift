import ViperGenText

/// A resource the server offers, as `resources/list` describes it.
package struct MCPResource: Equatable, Sendable {
    /// Its address, which `resources/read` gives.
    package let uri: String
    /// Its name.
    package let name: String
    /// What it holds.
    package let description: String
    /// Its media type.
    package let mimeType: String

    /// A resource.
    package init(uri: String, name: String, description: String, mimeType: String) {
        self.uri = uri
        self.name = name
        self.description = description
        self.mimeType = mimeType
    }

    /// The resource as `resources/list` lists it.
    package var listing: JSONValue {
        .object([
            "uri": .string(uri), "name": .string(name), "description": .string(description),
            "mimeType": .string(mimeType),
        ])
    }
}
