/// One entry of a TemplateInfo.plist `Options` array: a variable the template asks for.
package struct TemplateOption: Sendable, Equatable {
    /// The variable identifier, used as `___VARIABLE_<identifier>___`.
    package let identifier: String
    /// The human-readable name shown to the user.
    package let name: String
    /// A longer description of the option.
    package let description: String
    /// The option type as Xcode spells it (`text`, `checkbox`, `popup`, ...).
    package let type: String
    /// The default value, which may itself contain macros; checkboxes hold `true` or `false`.
    package let defaultValue: String?
    /// Whether the user must supply a value (`<true/>` or the string `YES`).
    package let isRequired: Bool
    /// The choices of a popup, or the suggestions of a combo, in plist order.
    package let values: [String]
    /// `RequiredOptions`: the option applies only while each named option has one of the
    /// listed values.
    package let requiredOptions: [String: [String]]

    /// Creates an option.
    package init(
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
    package var optionType: TemplateOptionType { TemplateOptionType(raw: type) }

    /// Whether the option applies given the other options' `values`: every option named in
    /// `requiredOptions` holds one of its listed values.
    package func isEnabled(by values: [String: String]) -> Bool {
        requiredOptions.allSatisfy { identifier, allowed in
            guard let value = values[identifier] else { return false }
            return allowed.contains(value)
        }
    }
}
