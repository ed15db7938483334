import ViperGenSystem
import ViperGenTemplates

/// The messages of `remove`, `rename` and `update` about a name that stands for no recorded
/// module or service, or for both.
package enum RecordedNames {
    /// No `kind` (module or service when nil) `name` is recorded (`why` follows the name);
    /// the recorded `modules` and `services` are listed.
    package static func unknown(
        _ name: String, kind: ScaffoldKind?, modules: [String], services: [String],
        why: String = ""
    ) -> String {
        func list(_ names: [String]) -> String {
            names.isEmpty ? "none" : names.map(EchoedValue.escaped).joined(separator: ", ")
        }
        let what = kind.map(\.rawValue) ?? "module or service"
        return "No \(what) \(EchoedValue(name)) is recorded in this project\(why). "
            + "Recorded modules: \(list(modules)); services: \(list(services))."
    }

    /// `name` is both a recorded module and a recorded service; nothing was `outcome`, and
    /// `--module` or `--service` names one.
    package static func ambiguous(_ name: String, command: String, outcome: String) -> String {
        "\(EchoedValue(name)) is both a recorded module and a recorded service; nothing was "
            + "\(outcome). Say which: viper-gen \(command) \(EchoedValue(name).unquoted) "
            + "--module, or --service."
    }
}
