import ViperGenKit
import ViperGenProject

/// A command of viper-gen, declared in one type.
///
/// The type holds its configuration (name, summary, overview, usage, arguments, examples), its
/// option table, how its positionals start its options, the checks once every option is in,
/// and `run`. swift-argument-parser's `ParsableCommand` is the model; our own parser reads the
/// tables (``ToolCommand/parse(_:)``), and help, usage lines, completion and the man page are
/// read from them too. An instance is the command as the command line asks for it, with its
/// options; ``ViperGenTool/commands`` lists every one.
protocol ToolCommand: Sendable {
    /// What the command's arguments become: the options Kit's command takes.
    associatedtype Options: Sendable, Equatable

    /// The command's name, help texts and examples.
    static var configuration: CommandConfiguration { get }
    /// The options the command takes, in help order: each declared once, with its help.
    static var optionTable: [CommandOption<Options>] { get }
    /// The options made from the positionals, before any option is put in; throws the usage
    /// error that refuses the positionals.
    static func start(_ positionals: [String]) throws -> Options
    /// Refuses options that contradict each other, once all are in.
    static func check(_ options: Options) throws
    /// The candidates for the positional being completed (`current`) after `line`'s; a path
    /// is left to the shell (``CompletionCandidates/file``, ``CompletionCandidates/directory``).
    static func positionalCandidates(
        _ line: CompletionLine, current: String, lookup: CompletionLookup
    ) -> [String]
    /// Whether the command only prints and touches no project (`completion`): the current
    /// folder is not checked and no interrupted run is recovered first.
    static var onlyPrints: Bool { get }
    /// Whether the command writes files (`project`, `module`, `service`, `apply`), which the
    /// error of a report that could not be printed then says were written.
    static var writesFiles: Bool { get }

    /// The command with the options its arguments gave.
    init(options: Options)
    /// The options as parsed.
    var options: Options { get }
    /// Whether it only shows what it would do (`--dry-run`), so an interrupted run is not
    /// recovered first.
    var isDryRun: Bool { get }
    /// Runs it in `environment`, printing to `console`; throws the error to report.
    func run(environment: RunEnvironment, console: Console) throws
}

extension ToolCommand {
    /// The command's name on the command line.
    static var name: String { configuration.name }

    /// The options' spellings, in help order.
    static var spellings: [OptionSpelling] { optionTable.map(\.spelling) }

    /// No checks.
    static func check(_ options: Options) throws {}

    /// No candidates: the positionals are names only the user knows.
    static func positionalCandidates(
        _ line: CompletionLine, current: String, lookup: CompletionLookup
    ) -> [String] { [] }

    /// A command works in a project.
    static var onlyPrints: Bool { false }

    /// A command writes no files of the user's asking.
    static var writesFiles: Bool { false }

    /// Its name.
    var name: String { Self.name }

    /// Whether `other` is the same command with the same options.
    func isEqual(to other: any ToolCommand) -> Bool {
        (other as? Self)?.options == options
    }
}
