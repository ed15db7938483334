import ViperGenSystem
import ViperGenTemplates

/// Several names of one batch refused (`module 2fa 3x Good`): every refusal is reported at
/// once, as `apply` reports every problem of its spec, so one run shows all there is to fix.
struct RefusedNamesError: Error, ExitCodeError, CustomStringConvertible {
    /// Each refusal, in the order the names were given.
    let refusals: [NameValidationError]

    /// A bad command line: exit 64, as one refused name is.
    var exitCode: ExitCode { .usage }

    /// The count, then one refusal per line.
    var description: String {
        "\(refusals.count) names are refused; nothing was written:\n"
            + refusals.map { "  \($0)" }.joined(separator: "\n")
    }
}
