/// One entry of a TemplateInfo.plist `Options` array: a variable the template asks for.
public struct TemplateOption: Sendable, Equatable {
    /// The variable identifier, used as `___VARIABLE_<identifier>___`.
    public let identifier: String
    /// The human-readable name shown to the user.
    public let name: String
    /// A longer description of the option.
    public let description: String
    /// The option type as Xcode spells it (`text`, `checkbox`, `popup`, ...).
    public let type: String
    /// The choices of a `popup` option (its `Values`), in plist order; empty for other types.
    public let values: [String]
    /// The default value, which may itself contain macros.
    public let defaultValue: String?
    /// Whether the user must supply a value.
    public let isRequired: Bool

    /// Creates an option.
    public init(
        identifier: String, name: String, description: String = "", type: String = "text",
        values: [String] = [], defaultValue: String? = nil, isRequired: Bool = false
    ) {
        self.identifier = identifier
        self.name = name
        self.description = description
        self.type = type
        self.values = values
        self.defaultValue = defaultValue
        self.isRequired = isRequired
    }

    /// Whether the option is a popup with choices, whose value picks a variant folder.
    public var isPopup: Bool { type == "popup" && !values.isEmpty }
}
