import ViperGenTemplates

/// A value refused before anything is written, because of what it would do in generated files.
public enum ValueValidationError: Error, Equatable, CustomStringConvertible {
    /// The value holds a control character or a line or paragraph separator.
    case controlCharacter(source: ValueSource, value: String, character: ControlCharacter)
    /// A template option's value is not the reverse-DNS prefix the option needs; `example` is
    /// a valid value.
    case notReverseDNS(
        source: ValueSource, value: String, problem: ReverseDNSProblem, example: String)

    /// The source and the value, the problem, and the fix.
    public var description: String {
        switch self {
        case .controlCharacter(let source, let value, let character):
            return "\(source.name) '\(ControlCharacter.shown(value))' contains \(character): "
                + "viper-gen writes it into generated source, where a line break or control "
                + "character could end a comment or string literal and turn the rest into code. "
                + source.controlCharacterFix
        case .notReverseDNS(let source, let value, let problem, let example):
            let setting: String
            if case .templateOption(let key) = source {
                setting = "--set \(key)=\(example)"
            } else {
                setting = example
            }
            return "\(source.name) '\(ControlCharacter.shown(value))' is not a reverse-DNS prefix: "
                + "it \(problem.explanation). Use dot-separated parts of ASCII letters, digits "
                + "and '-', e.g. \(setting)."
        }
    }
}
