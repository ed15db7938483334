import ViperGenTemplates

/// The JSON object `viper-gen templates show NAME --json` prints.
struct TemplateDetailsDocument: Encodable {
    /// A place a template was found.
    struct Place: Encodable {
        /// `project`, `user`, `Xcode`, `built-in`.
        let origin: String
        /// The folder as shown; nil when built in.
        let path: String?
    }

    /// One option.
    struct Option: Encodable {
        /// `___VARIABLE_<identifier>___`.
        let identifier: String
        /// The label Xcode shows.
        let name: String
        /// `text`, `static`, `checkbox`, `popup`, `combo`, ...
        let type: String
        /// The description.
        let description: String
        /// The default (macros unrendered), if any.
        let defaultValue: String?
        /// Whether a value is needed.
        let required: Bool
        /// A popup's choices or a combo's suggestions.
        let values: [String]
        /// The values other options must have for this one to apply.
        let requiredOptions: [String: [String]]

        /// The JSON form of `option`.
        init(_ option: TemplateOption) {
            identifier = option.identifier
            name = option.name
            type = option.optionType.description
            description = option.description
            defaultValue = option.defaultValue
            required = option.isRequired
            values = option.values
            requiredOptions = option.requiredOptions
        }

        private enum CodingKeys: String, CodingKey {
            case identifier, name, type, description, required, values, requiredOptions
            case defaultValue = "default"
        }
    }

    /// The template's name.
    let name: String
    /// Where it was found.
    let origin: String
    /// Its folder as shown; nil when built in.
    let path: String?
    /// TemplateInfo.plist's `Kind`.
    let kind: String
    /// TemplateInfo.plist's `Description`.
    let description: String
    /// The templates of the same name it overrides.
    let overrides: [Place]
    /// Its options, in plist order.
    let options: [Option]
    /// Its files' template paths (macros unrendered).
    let files: [String]
    /// The top-level folders chosen by popup and checkbox values, and `Default`.
    let variantFolders: [String]
}
