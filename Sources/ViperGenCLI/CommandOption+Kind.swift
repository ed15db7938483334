import ViperGenKit
import ViperGenTemplates

/// `--module` and `--service`, which `remove`, `rename` and `update` take to say which of a
/// module and a service sharing a name they mean.
extension Array {
    /// The two flags of `command`, whose kind goes to `keyPath`; both together are refused.
    static func kindChoice<Options>(
        _ keyPath: WritableKeyPath<Options, ScaffoldKind?>, command: String
    ) -> Self where Element == CommandOption<Options> {
        [ScaffoldKind.module, .service].map { kind in
            CommandOption(
                spelling: OptionSpelling(
                    short: nil, long: kind.rawValue, valueName: nil,
                    help: "The name is a \(kind.rawValue)'s (for a module and a service of the "
                        + "same name)."),
                effect: .store { options, _ in
                    if let given = options[keyPath: keyPath], given != kind {
                        throw UsageError(
                            "--module and --service contradict each other: choose one.",
                            command: command)
                    }
                    options[keyPath: keyPath] = kind
                })
        }
    }
}
