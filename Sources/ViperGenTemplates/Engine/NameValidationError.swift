import ViperGenSystem

/// A refused name: why, and a valid name to use instead when one is obvious.
package struct NameValidationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Why a name was refused.
    package enum Reason: Equatable, Sendable {
        /// Nothing but whitespace.
        case empty
        /// Only `-`, `_` and spaces.
        case noLettersOrDigits
        /// Contains `/` or `\`, is `.` or `..`, or starts with `.` or `~`.
        case pathLike
        /// Contains a control character such as a tab or newline.
        case controlCharacter
        /// Contains characters outside ASCII (listed).
        case nonASCII(characters: String)
        /// Contains ASCII characters other than letters, digits, `-`, `_` and space (listed).
        case invalidCharacters(characters: String)
        /// Starts with a digit.
        case leadingDigit
        /// Starts with `-`, as an option does (`module -- --Abc`).
        case optionLike
        /// Is `Service` alone: a service name needs a word before the suffix.
        case serviceSuffixOnly
        /// Longer than ``NameNormalizer/maximumLength`` characters (the length).
        case tooLong(length: Int)
        /// Would generate a type that clashes with an existing one (described).
        case reserved(clash: String)
        /// Is, or camel-cases to, a Swift keyword.
        case keyword(String)
        /// The project already has a module of that name (compared case-insensitively).
        case alreadyExists(existing: String)
    }

    /// What kind of name was refused.
    package let kind: ScaffoldKind
    /// The name as the user typed it.
    package let input: String
    /// Why it was refused.
    package let reason: Reason
    /// A valid name to use instead, if there is an obvious one.
    package let suggestion: String?

    /// Creates a refusal.
    package init(kind: ScaffoldKind, input: String, reason: Reason, suggestion: String? = nil) {
        self.kind = kind
        self.input = input
        self.reason = reason
        self.suggestion = suggestion
    }

    /// The problem and the fix, e.g. `'Tab' would generate TabView, which clashes with
    /// SwiftUI's TabView. Use 'TabScreen'.`
    package var description: String {
        let fix = suggestion.map { " Use \(EchoedValue($0))." } ?? ""
        return problem + fix
    }

    /// The input as a message shows it (``EchoedValue``): quoted, escaped, cut when long, so a
    /// refused name cannot drive the terminal.
    private var shownInput: EchoedValue { EchoedValue(input) }

    private var allowed: String { "use ASCII letters, digits, '-', '_' or spaces" }

    private var problem: String {
        let what = kind.nameDescription
        switch reason {
        case .empty:
            return "The \(what) is empty: pass a name such as '\(kind.exampleName)'."
        case .noLettersOrDigits:
            return "The \(what) \(shownInput) has no letters or digits: pass a name such as "
                + "'\(kind.exampleName)'."
        case .pathLike:
            return "The \(what) \(shownInput) looks like a path: give a name, not a path."
        case .controlCharacter:
            return "The \(what) \(shownInput) contains a control character (tab, newline, ...): "
                + "\(allowed)."
        case .nonASCII(let characters):
            return "The \(what) \(shownInput) contains non-ASCII characters "
                + "(\(EchoedValue(characters))): \(allowed)."
        case .invalidCharacters(let characters):
            return "The \(what) \(shownInput) contains \(EchoedValue(characters)), which cannot "
                + "be part of a Swift type name: \(allowed)."
        case .leadingDigit:
            return "The \(what) \(shownInput) starts with a digit, which Swift type names cannot."
        case .optionLike:
            return "The \(what) \(shownInput) starts with '-' like an option: names start with a "
                + "letter."
        case .serviceSuffixOnly:
            return "The \(what) \(shownInput) is only the 'Service' suffix: say what the service "
                + "does, e.g. 'NetworkService'."
        case .tooLong(let length):
            return "The \(what) \(shownInput) is \(length) characters long: the limit is "
                + "\(NameNormalizer.maximumLength)."
        case .reserved(let clash):
            return "The \(what) \(shownInput) \(clash)."
        case .keyword(let keyword):
            return
                "The \(what) \(shownInput) gives '\(keyword)', a Swift keyword, which would not "
                + "compile."
        case .alreadyExists(let existing):
            return "The project already has a module named \(EchoedValue(existing)), which "
                + "differs only in case: choose another name."
        }
    }
}

extension NameValidationError: ExitCodeError {
    /// A refused name is a bad command line: 64.
    package var exitCode: ExitCode { .usage }
}
