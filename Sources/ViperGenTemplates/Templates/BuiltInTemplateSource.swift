/// The templates compiled into the binary from the package's Templates/ folder.
public struct BuiltInTemplateSource: TemplateSource {
    /// Creates the source.
    public init() {}

    /// The built-in template names.
    public var names: [String] { BuiltInTemplates.names }

    /// The built-in template called `name`.
    public func template(named name: String) throws -> Template {
        try BuiltInTemplates.template(named: name)
    }
}
