import ViperGenSystem
import ViperGenTemplates

/// A value refused before anything is written, because of what it would do in generated files.
package enum ValueValidationError: Error, Equatable, CustomStringConvertible {
    /// The value holds a control character or a line or paragraph separator.
    case controlCharacter(source: ValueSource, value: String, character: ControlCharacter)
    /// The value is longer than `ValueChecks.maximumLength` bytes.
    case tooLong(source: ValueSource, value: String)
    /// A template option's value is not the reverse-DNS prefix the option needs; `example` is
    /// a valid value.
    case notReverseDNS(
        source: ValueSource, value: String, problem: ReverseDNSProblem, example: String)

    /// The source and the value, the problem, and the fix.
    package var description: String {
        switch self {
        case .controlCharacter(let source, let value, let character):
            let danger =
                character.isFormat
                ? "an invisible or text-direction character makes code read differently from "
                    + "what it does (\"Trojan Source\")"
                : "a line break or control character could end a comment or string literal "
                    + "and turn the rest into code"
            return "\(source.name) \(EchoedValue(value)) contains \(character): "
                + "viper-gen writes it into generated source, where \(danger). "
                + source.controlCharacterFix
        case .tooLong(let source, let value):
            return "\(source.name) \(EchoedValue(value)) is too long: a value that goes into "
                + "generated files is at most \(ValueChecks.maximumLength) bytes. Shorten it."
        case .notReverseDNS(let source, let value, let problem, let example):
            let setting: String
            if case .templateOption(let key) = source {
                setting = "--set \(EchoedValue(key).unquoted)=\(example)"
            } else {
                setting = example
            }
            return "\(source.name) \(EchoedValue(value)) is not a reverse-DNS prefix: "
                + "it \(problem.explanation). Use dot-separated parts of ASCII letters, digits "
                + "and '-', e.g. \(setting)."
        }
    }
}

extension ValueValidationError: ExitCodeError {
    /// A refused value is a bad command line wherever it comes from (the project config too): 64.
    package var exitCode: ExitCode { .usage }
}
