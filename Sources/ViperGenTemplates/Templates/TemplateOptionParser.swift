import ViperGenSystem

/// Reads one dictionary of a TemplateInfo.plist `Options` array as Xcode does: `Required` as a
/// Boolean or the string `YES`, `Default` as a string, Boolean or number, `Values` as strings.
struct TemplateOptionParser {
    /// The plist, for messages.
    let file: String

    /// The option at `index` (0-based); an option without an Identifier is malformed.
    func option(from entry: [String: PropertyListValue], index: Int) throws -> TemplateOption {
        guard let identifier = entry["Identifier"]?.string, !identifier.isEmpty else {
            throw TemplateError.malformedInfo(
                file: file, reason: "option \(index + 1) has no Identifier string")
        }
        let type = entry["Type"]?.string ?? "text"
        var defaultValue = Self.text(entry["Default"])
        if TemplateOptionType(raw: type) == .checkbox, let raw = defaultValue {
            defaultValue = CheckboxValue.parse(raw).map(CheckboxValue.text) ?? raw
        }
        let values = try strings(entry["Values"], key: "Values", of: identifier) ?? []
        if TemplateOptionType(raw: type) == .popup {
            try checkPopup(values: values, of: identifier)
        }
        return TemplateOption(
            identifier: identifier,
            name: entry["Name"]?.string ?? identifier,
            description: entry["Description"]?.string ?? "",
            type: type,
            defaultValue: defaultValue,
            isRequired: Self.flag(entry["Required"]),
            values: values,
            requiredOptions: try requiredOptions(entry["RequiredOptions"], of: identifier))
    }

    /// A popup's choices are distinct and non-empty (`TemplateOptionsCheck` checks its Default).
    private func checkPopup(values: [String], of identifier: String) throws {
        guard !values.contains(where: \.isEmpty), Set(values).count == values.count else {
            throw TemplateError.malformedInfo(
                file: file,
                reason:
                    "the Values of option \(EchoedValue(identifier)) are not an array of distinct, "
                    + "non-empty strings")
        }
    }

    /// A plist Boolean, a string Xcode reads as true (`YES`, `true`, `1`), or a number that
    /// is not zero (a real between -1 and 1 counts as zero, as `NSNumber.boolValue` has it).
    static func flag(_ value: PropertyListValue?) -> Bool {
        switch value {
        case .boolean(let flag): return flag
        case .string(let text): return CheckboxValue.parse(text) ?? false
        case .integer(let number): return number != 0
        case .real(let number): return number.isNaN || abs(number) >= 1
        default: return false
        }
    }

    /// A plist string, Boolean (`true`/`false`) or number as text; as Foundation bridges
    /// plist numbers, 0 and 1 read as `false` and `true`.
    static func text(_ value: PropertyListValue?) -> String? {
        switch value {
        case .string(let text): return text
        case .boolean(let flag): return flag ? "true" : "false"
        case .integer(let number):
            return number == 0 || number == 1 ? String(number == 1) : String(number)
        case .real(let number):
            return number == 0 || number == 1 ? String(number == 1) : String(number)
        default: return nil
        }
    }

    /// `RequiredOptions`: identifier → allowed values (a single string or Boolean counts as one).
    private func requiredOptions(_ value: PropertyListValue?, of identifier: String) throws
        -> [String: [String]]
    {
        guard let value else { return [:] }
        guard let dictionary = value.dictionary else {
            throw TemplateError.malformedInfo(
                file: file,
                reason: "RequiredOptions of option \(EchoedValue(identifier)) is not a dictionary")
        }
        var result: [String: [String]] = [:]
        for (key, allowed) in dictionary {
            if let single = Self.text(allowed) {
                result[key] = [CheckboxValue.parse(single).map(CheckboxValue.text) ?? single]
            } else {
                result[key] =
                    try strings(
                        allowed, key: "RequiredOptions.\(key)", of: identifier) ?? []
            }
        }
        return result
    }

    /// An array of strings (Booleans and numbers as text), or nil when absent.
    private func strings(_ value: PropertyListValue?, key: String, of identifier: String) throws
        -> [String]?
    {
        guard let value else { return nil }
        guard let array = value.array else {
            throw TemplateError.malformedInfo(
                file: file,
                reason: "\(EchoedValue(key).unquoted) of option \(EchoedValue(identifier)) is not "
                    + "an array")
        }
        return try array.map { element in
            guard let text = Self.text(element) else {
                throw TemplateError.malformedInfo(
                    file: file,
                    reason: "\(EchoedValue(key).unquoted) of option \(EchoedValue(identifier)) "
                        + "holds a non-string")
            }
            return text
        }
    }
}
