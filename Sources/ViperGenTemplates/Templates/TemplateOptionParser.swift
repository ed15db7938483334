import Foundation

/// Reads one dictionary of a TemplateInfo.plist `Options` array as Xcode does: `Required` as a
/// Boolean or the string `YES`, `Default` as a string, Boolean or number, `Values` as strings.
struct TemplateOptionParser {
    /// The plist, for messages.
    let file: String

    /// The option at `index` (0-based); an option without an Identifier is malformed.
    func option(from entry: [String: Any], index: Int) throws -> TemplateOption {
        guard let identifier = entry["Identifier"] as? String, !identifier.isEmpty else {
            throw TemplateError.malformedInfo(
                file: file, reason: "option \(index + 1) has no Identifier string")
        }
        let type = entry["Type"] as? String ?? "text"
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
            name: entry["Name"] as? String ?? identifier,
            description: entry["Description"] as? String ?? "",
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
                reason: "the Values of option '\(identifier)' are not an array of distinct, "
                    + "non-empty strings")
        }
    }

    /// A plist Boolean, or a string Xcode reads as true (`YES`, `true`, `1`).
    static func flag(_ value: Any?) -> Bool {
        switch value {
        case let flag as Bool: return flag
        case let text as String: return CheckboxValue.parse(text) ?? false
        case let number as NSNumber: return number.boolValue
        default: return false
        }
    }

    /// A plist string, Boolean (`true`/`false`) or number as text.
    static func text(_ value: Any?) -> String? {
        switch value {
        case let text as String: return text
        case let flag as Bool: return flag ? "true" : "false"
        case let number as NSNumber: return number.stringValue
        default: return nil
        }
    }

    /// `RequiredOptions`: identifier → allowed values (a single string or Boolean counts as one).
    private func requiredOptions(_ value: Any?, of identifier: String) throws
        -> [String: [String]]
    {
        guard let value else { return [:] }
        guard let dictionary = value as? [String: Any] else {
            throw TemplateError.malformedInfo(
                file: file,
                reason: "RequiredOptions of option '\(identifier)' is not a dictionary")
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
    private func strings(_ value: Any?, key: String, of identifier: String) throws -> [String]? {
        guard let value else { return nil }
        guard let array = value as? [Any] else {
            throw TemplateError.malformedInfo(
                file: file, reason: "\(key) of option '\(identifier)' is not an array")
        }
        return try array.map { element in
            guard let text = Self.text(element) else {
                throw TemplateError.malformedInfo(
                    file: file, reason: "\(key) of option '\(identifier)' holds a non-string")
            }
            return text
        }
    }
}
