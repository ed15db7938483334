/// The parsed contents of a template's TemplateInfo.plist (Xcode's format).
package struct TemplateInfo: Sendable, Equatable {
    /// The file name Xcode and viper-gen read a template's description from.
    package static let fileName = "TemplateInfo.plist"
    /// The kind of Xcode's project templates, whose format viper-gen does not render.
    package static let xcodeProjectKind = "Xcode.Xcode3.ProjectTemplateUnitKind"
    /// The `Kind` of viper-gen's project templates (`viper-gen project`).
    package static let viperGenProjectKind = "com.viper-gen.template.project"

    /// Xcode's template kind, such as `Xcode.IDEFoundation.TextSubstitutionFileTemplateKind`.
    package let kind: String
    /// A one-line description of what the template makes.
    package let description: String
    /// The variables the template asks for, in plist order.
    package let options: [TemplateOption]

    /// Creates template info from its parts.
    package init(kind: String, description: String, options: [TemplateOption]) {
        self.kind = kind
        self.description = description
        self.options = options
    }

    /// Parses TemplateInfo.plist bytes; `file` names the plist in errors.
    package static func parse(_ bytes: [UInt8], file: String) throws -> TemplateInfo {
        let root: PropertyListValue
        do {
            root = try PropertyListValue.parse(bytes)
        } catch {
            throw TemplateError.malformedInfo(file: file, reason: error.reason(in: fileName))
        }
        guard let dictionary = root.dictionary else {
            throw TemplateError.malformedInfo(file: file, reason: "its root is not a dictionary")
        }
        guard let kind = dictionary["Kind"]?.string, !kind.isEmpty else {
            throw TemplateError.malformedInfo(file: file, reason: "the Kind string is missing")
        }
        guard let rawOptions = (dictionary["Options"] ?? .array([])).array,
            case let optionList = rawOptions.compactMap(\.dictionary),
            optionList.count == rawOptions.count
        else {
            throw TemplateError.malformedInfo(
                file: file, reason: "Options is not an array of dictionaries")
        }
        let parser = TemplateOptionParser(file: file)
        let options = try optionList.enumerated().map { index, entry in
            try parser.option(from: entry, index: index)
        }
        try TemplateOptionsCheck.check(options, file: file)
        return TemplateInfo(
            kind: kind, description: dictionary["Description"]?.string ?? "", options: options)
    }
}
