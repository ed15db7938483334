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
    /// The default value, which may itself contain macros; checkboxes hold `true` or `false`.
    public let defaultValue: String?
    /// Whether the user must supply a value (`<true/>` or the string `YES`).
    public let isRequired: Bool
    /// The choices of a popup, or the suggestions of a combo, in plist order.
    public let values: [String]
    /// `RequiredOptions`: the option applies only while each named option has one of the
    /// listed values.
    public let requiredOptions: [String: [String]]

    /// Creates an option.
    public init(
        identifier: String, name: String, description: String = "", type: String = "text",
        defaultValue: String? = nil, isRequired: Bool = false, values: [String] = [],
        requiredOptions: [String: [String]] = [:]
    ) {
        self.identifier = identifier
        self.name = name
        self.description = description
        self.type = type
        self.defaultValue = defaultValue
        self.isRequired = isRequired
        self.values = values
        self.requiredOptions = requiredOptions
    }

    /// The parsed type.
    public var optionType: TemplateOptionType { TemplateOptionType(raw: type) }

    /// Whether the option applies given the other options' `values`: every option named in
    /// `requiredOptions` holds one of its listed values.
    public func isEnabled(by values: [String: String]) -> Bool {
        requiredOptions.allSatisfy { identifier, allowed in
            guard let value = values[identifier] else { return false }
            return allowed.contains(value)
        }
    }
}
