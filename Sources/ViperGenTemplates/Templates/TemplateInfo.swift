import Foundation

/// The parsed contents of a template's TemplateInfo.plist (Xcode's format).
public struct TemplateInfo: Sendable, Equatable {
    /// The file name Xcode and viper-gen read a template's description from.
    public static let fileName = "TemplateInfo.plist"

    /// Xcode's template kind, such as `Xcode.IDEFoundation.TextSubstitutionFileTemplateKind`.
    public let kind: String
    /// A one-line description of what the template makes.
    public let description: String
    /// The variables the template asks for, in plist order.
    public let options: [TemplateOption]

    /// Creates template info from its parts.
    public init(kind: String, description: String, options: [TemplateOption]) {
        self.kind = kind
        self.description = description
        self.options = options
    }

    /// Parses TemplateInfo.plist bytes; `file` names the plist in errors.
    public static func parse(_ bytes: [UInt8], file: String) throws -> TemplateInfo {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
        } catch {
            throw TemplateError.malformedInfo(file: file, reason: "it is not a property list")
        }
        guard let dictionary = root as? [String: Any] else {
            throw TemplateError.malformedInfo(file: file, reason: "its root is not a dictionary")
        }
        guard let kind = dictionary["Kind"] as? String, !kind.isEmpty else {
            throw TemplateError.malformedInfo(file: file, reason: "the Kind string is missing")
        }
        let rawOptions = dictionary["Options"] ?? [Any]()
        guard let optionList = rawOptions as? [[String: Any]] else {
            throw TemplateError.malformedInfo(
                file: file, reason: "Options is not an array of dictionaries")
        }
        let options = try optionList.enumerated().map { index, entry in
            try option(from: entry, index: index, file: file)
        }
        return TemplateInfo(
            kind: kind, description: dictionary["Description"] as? String ?? "", options: options)
    }

    /// Reads one option dictionary; an option without an Identifier is malformed.
    private static func option(from entry: [String: Any], index: Int, file: String) throws
        -> TemplateOption
    {
        guard let identifier = entry["Identifier"] as? String, !identifier.isEmpty else {
            throw TemplateError.malformedInfo(
                file: file, reason: "option \(index + 1) has no Identifier string")
        }
        let defaultValue: String?
        switch entry["Default"] {
        case let text as String: defaultValue = text
        case let flag as Bool: defaultValue = flag ? "true" : "false"
        default: defaultValue = nil
        }
        let type = entry["Type"] as? String ?? "text"
        let values =
            type == "popup" ? try popupValues(of: entry, identifier: identifier, file: file) : []
        if let defaultValue, !values.isEmpty, !values.contains(defaultValue) {
            throw TemplateError.malformedInfo(
                file: file,
                reason: "the Default '\(defaultValue)' of option '\(identifier)' is not one of its "
                    + "Values (\(values.joined(separator: ", ")))")
        }
        return TemplateOption(
            identifier: identifier,
            name: entry["Name"] as? String ?? identifier,
            description: entry["Description"] as? String ?? "",
            type: type,
            values: values,
            defaultValue: defaultValue,
            isRequired: entry["Required"] as? Bool ?? false)
    }

    /// The `Values` of a popup option: an array of distinct, non-empty strings, or none.
    private static func popupValues(
        of entry: [String: Any], identifier: String, file: String
    ) throws -> [String] {
        guard let raw = entry["Values"] else { return [] }
        guard let values = raw as? [String], !values.contains(where: \.isEmpty),
            Set(values).count == values.count
        else {
            throw TemplateError.malformedInfo(
                file: file,
                reason: "the Values of option '\(identifier)' are not an array of distinct, "
                    + "non-empty strings")
        }
        return values
    }
}
