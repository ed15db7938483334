import ViperGenTemplates

/// What a template option's value must look like, by what the option feeds.
///
/// Every value is first refused if it holds a control character (``ValueChecks``). The name
/// options (`moduleName`, `serviceName`) come from the `<name>` argument and follow the name
/// rules; `--set` cannot give them.
package enum OptionValueRule: Equatable {
    /// Free text (other templates' options): only the control-character check applies.
    case text
    /// A reverse-DNS prefix such as `com.acme`, written into a bundle identifier.
    case reverseDNS(example: String)

    /// The rule for the option `identifier`.
    ///
    /// Keyed by identifier, as Xcode does: `bundleIdentifierPrefix` is Xcode's own option for
    /// the organization identifier, and the project template puts it before `.<ProjectName>`
    /// in the app's bundle identifier.
    package static func rule(for identifier: String) -> OptionValueRule {
        switch identifier {
        case "bundleIdentifierPrefix": return .reverseDNS(example: "com.acme")
        default: return .text
        }
    }

    /// Throws ``ValueValidationError`` when `value` does not fit; `source` names it.
    package func check(_ value: String, source: ValueSource) throws {
        switch self {
        case .text:
            return
        case .reverseDNS(let example):
            if let problem = ReverseDNSProblem.first(in: value) {
                throw ValueValidationError.notReverseDNS(
                    source: source, value: value, problem: problem, example: example)
            }
        }
    }
}
