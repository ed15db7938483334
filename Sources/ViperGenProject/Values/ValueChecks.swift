import ViperGenTemplates

/// Refuses values that would change generated code rather than fill it in: every value from
/// the command line, the project config and the environment is checked before it is used.
package enum ValueChecks {
    /// Refuses `value` if it holds a control character or a line or paragraph separator; nil
    /// (a value not given) passes.
    package static func check(_ value: String?, from source: ValueSource) throws {
        guard let value else { return }
        if value.utf8.count > maximumLength {
            throw ValueValidationError.tooLong(source: source, value: value)
        }
        if let character = ControlCharacter.first(in: value) {
            throw ValueValidationError.controlCharacter(
                source: source, value: value, character: character)
        }
    }

    /// The longest value, in bytes of UTF-8, that reaches a template: far beyond any name,
    /// organization or option value, short of copying megabytes into every file header.
    static let maximumLength = 1_024

    /// Checks the flags whose values reach templates: --author and --organization (the --set
    /// values are checked with each request).
    package static func checkFlags(of flags: GenerationFlags) throws {
        try check(flags.author, from: .flag("--author"))
        try check(flags.organization, from: .flag("--organization"))
    }

    /// Checks every string of a project config read from `file`, in the file's key order: the
    /// author, organization and project name reach templates, and the paths and the style have
    /// no use for control characters either.
    package static func checkStrings(of config: ProjectConfig, file: String) throws {
        let others: [(key: String, value: String?)] = [
            ("author", config.author), ("observation", config.observation),
            ("organization", config.organization), ("projectName", config.projectName),
            ("style", config.style), ("tests", config.tests),
        ]
        let strings =
            (others + config.paths.map { ($0.key, $0.path) }).sorted { $0.key < $1.key }
            + (config.templates ?? [:]).sorted { $0.key < $1.key }.map {
                ("templates.\($0.key)", $0.value)
            }
        for (key, value) in strings {
            try check(value, from: .config(file: file, key: key))
        }
    }
}
