import ViperGenSystem

/// A template that cannot be rendered, with the position of the problem.
package struct MacroRenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    package enum Kind: Equatable, Sendable {
        /// `___NAME___` names no known macro or variable; `knownVariables` lists the variables.
        case unknownMacro(name: String, knownVariables: [String])
        /// A modifier in `___NAME:modifier___` is not one of ``MacroModifier``.
        case unknownModifier(modifier: String, token: String)
        /// `___` and an uppercase letter not closed by `___` on the same line; `opening` is the
        /// text from the `___` to where the macro had to end.
        case unterminatedMacro(opening: String)
        /// The file is not UTF-8 text; `byte` is the first byte that is not valid.
        case invalidUTF8(byte: UInt8, fileName: String)
        /// Text macros that use each other in a cycle; `chain` is outermost first and ends
        /// with the macro that closes the cycle.
        case recursiveMacro(chain: [String])
        /// Text macros that use each other, without a cycle, more than
        /// ``TextMacro/maximumNesting`` deep; `chain` is outermost first.
        case macroChainTooDeep(chain: [String])
        /// The text macro `name` expands to more than `TextMacro.maximumExpansion` bytes.
        case macroExpansionTooLarge(name: String)
    }

    /// What went wrong.
    package let kind: Kind
    /// The template-relative path of the file being rendered.
    package let templatePath: String
    /// The 1-based line of the problem.
    package let line: Int
    /// The 1-based column of the problem, counted in Unicode scalars.
    package let column: Int

    /// Creates an error at a position in a template file.
    package init(kind: Kind, templatePath: String, line: Int, column: Int) {
        self.kind = kind
        self.templatePath = templatePath
        self.line = line
        self.column = column
    }

    /// `path:line:column: message`, where the message names the problem and the fix.
    package var description: String {
        "\(EchoedValue.escaped(templatePath)):\(line):\(column): \(message)"
    }

    /// The message without the position; the template's text in it is shown through
    /// ``EchoedValue``.
    package var message: String {
        switch kind {
        case .unknownMacro(let name, let knownVariables):
            return Self.unknownMacroMessage(name: name, knownVariables: knownVariables)
        case .unknownModifier(let modifier, let token):
            let known = MacroModifier.allCases.map(\.rawValue)
            let guess = known.first { $0.lowercased() == modifier.lowercased() }
            let hint = guess.map { " Did you mean '\($0)'?" } ?? ""
            return "unknown modifier \(EchoedValue(modifier)) in \(EchoedValue(token)).\(hint) "
                + "Known modifiers: "
                + known.joined(separator: ", ") + ". Fix the template."
        case .unterminatedMacro(let opening):
            return "unterminated macro \(EchoedValue(opening)): a macro is written ___NAME___ or "
                + "___NAME:modifier___ on one line. Close it with '___', or if it is plain "
                + "text, do not start it with '___' and an uppercase letter."
        case .invalidUTF8(let byte, let fileName):
            let hex = String(byte, radix: 16, uppercase: true)
            let padded = (hex.count < 2 ? "0" : "") + hex
            return "\(EchoedValue(fileName)) is not valid UTF-8 text (byte 0x\(padded)). Save the "
                + "template as UTF-8; binary files are copied unrendered."
        case .recursiveMacro(let chain):
            return "the macro \(EchoedValue("___\(chain.last ?? "")___")) is used inside itself ("
                + chain.map { EchoedValue($0).unquoted }.joined(separator: " → ")
                + "). Change the IDETemplateMacros.plist "
                + "definitions so that no macro refers back to one that uses it."
        case .macroChainTooDeep(let chain):
            return "the macro \(EchoedValue("___\(chain.last ?? "")___")) is reached through "
                + "more than \(TextMacro.maximumNesting) macros that use each other ("
                + Self.shortened(chain) + "): a real IDETemplateMacros.plist never chains "
                + "macros that deep; the file is damaged or hostile. Make the chain shorter."
        case .macroExpansionTooLarge(let name):
            return "the macro \(EchoedValue("___\(name)___")) expands to more than "
                + "\(TextMacro.maximumExpansion) bytes (macros that each use the next several "
                + "times grow exponentially): the file is damaged or hostile. Use each macro "
                + "fewer times."
        }
    }

    /// `chain` joined with arrows, its middle left out when long: `A → B → C → … → Y → Z`.
    private static func shortened(_ chain: [String]) -> String {
        let names = chain.map { EchoedValue($0).unquoted }
        guard names.count > 6 else { return names.joined(separator: " → ") }
        return (names.prefix(3) + ["…"] + names.suffix(2)).joined(separator: " → ")
    }

    private static func unknownMacroMessage(name: String, knownVariables: [String]) -> String {
        let token = "___\(name)___"
        let variablePrefix = "VARIABLE_"
        if name.hasPrefix(variablePrefix) {
            let variable = name.dropFirst(variablePrefix.count)
            let known =
                knownVariables.isEmpty
                ? "No variables are defined."
                : "Known variables: "
                    + knownVariables.map { EchoedValue($0).unquoted }.joined(separator: ", ") + "."
            let guess = EditDistance.closest(to: String(variable), among: knownVariables)
            let hint = guess.map { " Did you mean '___VARIABLE_\($0)___'?" } ?? ""
            // --set takes only the options TemplateInfo.plist declares, so that is the fix.
            return "unknown macro \(EchoedValue(token)).\(hint) \(known) Fix the template, or "
                + "declare \(EchoedValue(String(variable)).unquoted) as an option in its "
                + "TemplateInfo.plist."
        }
        let names = MacroName.allCases.map(\.rawValue) + [TextMacro.fileHeaderName]
        let guess = names.first { $0 == name.uppercased() }
        let hint = guess.map { " Did you mean '___\($0)___'?" } ?? ""
        let known =
            MacroName.allCases.map(\.rawValue) + [TextMacro.fileHeaderName, "VARIABLE_<name>"]
        return "unknown macro \(EchoedValue(token)).\(hint) Known macros: "
            + known.joined(separator: ", ") + ". Fix the template."
    }
}

extension MacroRenderError: ExitCodeError {
    /// A template that does not render: 65.
    package var exitCode: ExitCode { .badTemplate }
}
