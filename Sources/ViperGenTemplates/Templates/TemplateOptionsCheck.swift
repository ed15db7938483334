import ViperGenSystem

/// Refuses option lists viper-gen could not honour the way Xcode does: duplicate identifiers,
/// popups without choices or with a default outside them, and `RequiredOptions` naming an
/// option that does not exist.
enum TemplateOptionsCheck {
    /// Throws `TemplateError.malformedInfo` naming `file` and the first problem.
    static func check(_ options: [TemplateOption], file: String) throws {
        var seen: Set<String> = []
        let identifiers = Set(options.map(\.identifier))
        for option in options {
            guard seen.insert(option.identifier).inserted else {
                throw TemplateError.malformedInfo(
                    file: file,
                    reason: "two options have the Identifier \(EchoedValue(option.identifier))")
            }
            if option.optionType == .popup {
                try checkPopup(option, file: file)
            }
            for other in option.requiredOptions.keys.sorted() where !identifiers.contains(other) {
                throw TemplateError.malformedInfo(
                    file: file,
                    reason: "RequiredOptions of option \(EchoedValue(option.identifier)) names "
                        + "\(EchoedValue(other)), "
                        + "which is not an option")
            }
        }
    }

    /// A popup needs choices, and a plain default must be one of them.
    private static func checkPopup(_ option: TemplateOption, file: String) throws {
        guard !option.values.isEmpty else {
            throw TemplateError.malformedInfo(
                file: file, reason: "popup option \(EchoedValue(option.identifier)) has no Values")
        }
        if let value = option.defaultValue, !value.isEmpty, !value.contains("___"),
            !option.values.contains(value)
        {
            throw TemplateError.malformedInfo(
                file: file,
                reason: "the Default \(EchoedValue(value)) of popup option "
                    + "\(EchoedValue(option.identifier)) is not one of its Values ("
                    + option.values.map { EchoedValue($0).unquoted }.joined(separator: ", ") + ")")
        }
    }
}
