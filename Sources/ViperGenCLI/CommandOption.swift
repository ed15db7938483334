/// One option of a command, declared once: its spelling and help, how its value is read and
/// where it goes in the options (`Options`) the command's arguments become.
struct CommandOption<Options> {
    /// What giving the option does.
    enum Effect {
        /// Puts the value (`""` for a flag) into the options, or throws the usage error that
        /// refuses it.
        case store((inout Options, String) throws -> Void)
        /// Shows the command's help instead of running it.
        case showHelp
        /// Shows the version instead of running it.
        case showVersion
    }

    /// How the option is written and explained.
    let spelling: OptionSpelling
    /// What giving it does.
    let effect: Effect

    /// A flag that sets `keyPath` when given.
    static func flag(
        _ long: String, short: Character? = nil, help: String,
        _ keyPath: WritableKeyPath<Options, Bool>
    ) -> CommandOption {
        CommandOption(
            spelling: OptionSpelling(short: short, long: long, valueName: nil, help: help),
            effect: .store { options, _ in options[keyPath: keyPath] = true })
    }

    /// An option whose value, as given, goes to `keyPath`; the last one given wins.
    static func value(
        _ long: String, short: Character? = nil, valueName: String, help: String,
        _ keyPath: WritableKeyPath<Options, String?>
    ) -> CommandOption {
        value(long, short: short, valueName: valueName, help: help) { options, value in
            options[keyPath: keyPath] = value
        }
    }

    /// An option whose value `store` reads and puts into the options.
    static func value(
        _ long: String, short: Character? = nil, valueName: String, help: String,
        store: @escaping (inout Options, String) throws -> Void
    ) -> CommandOption {
        CommandOption(
            spelling: OptionSpelling(short: short, long: long, valueName: valueName, help: help),
            effect: .store(store))
    }
}
