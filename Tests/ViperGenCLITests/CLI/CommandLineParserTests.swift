import Testing
import ViperGenTemplates

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenProject

@Suite("Command-line parsing")
struct CommandLineParserTests {
    @Test func parsesEveryFlagOfAGeneratingCommand() throws {
        let invocation = try CommandLineParser.parse([
            "module", "Payments", "-o", "Features", "--author", "Jane", "--organization=Acme",
            "--date", "2026-12-02", "--set", "a=1", "--set=b=x=y", "--dry-run", "--force", "-v",
        ])
        var expected = GenerateOptions(name: "Payments")
        expected.flags.output = "Features"
        expected.flags.author = "Jane"
        expected.flags.organization = "Acme"
        expected.flags.date = "2026-12-02"
        expected.variables = [
            VariableAssignment(key: "a", value: "1"), VariableAssignment(key: "b", value: "x=y"),
        ]
        expected.flags.dryRun = true
        expected.flags.force = true
        expected.flags.verbose = true
        #expect(invocation == .run(ViperGenTool.Module(options: expected)))
    }

    @Test func flagsMayComeBeforeTheName() throws {
        let invocation = try CommandLineParser.parse([
            "service", "-q", "--skip-existing", "Network",
        ])
        var expected = GenerateOptions(name: "Network")
        expected.flags.quiet = true
        expected.flags.skipExisting = true
        #expect(invocation == .run(ViperGenTool.Service(options: expected)))
    }

    @Test func noRegisterTurnsOffWiring() throws {
        let invocation = try CommandLineParser.parse(["module", "Payments", "--no-register"])
        var expected = GenerateOptions(name: "Payments")
        expected.flags.noRegister = true
        #expect(invocation == .run(ViperGenTool.Module(options: expected)))
        #expect(throws: UsageError.self) {
            try CommandLineParser.parse(["module", "Payments", "--no-register=yes"])
        }
    }

    @Test func doubleDashEndsOptions() throws {
        let invocation = try CommandLineParser.parse(["module", "--", "-odd"])
        #expect(invocation == .run(ViperGenTool.Module(options: GenerateOptions(name: "-odd"))))
    }

    @Test func helpAndVersionWinAnywhere() throws {
        #expect(try CommandLineParser.parse(["--help"]) == .help(nil))
        #expect(try CommandLineParser.parse(["-h"]) == .help(nil))
        #expect(try CommandLineParser.parse(["help"]) == .help(nil))
        #expect(try CommandLineParser.parse(["help", "module"]) == .help(ViperGenTool.Module.self))
        #expect(try CommandLineParser.parse(["module", "-h"]) == .help(ViperGenTool.Module.self))
        #expect(
            try CommandLineParser.parse(["project", "MyApp", "--help"])
                == .help(ViperGenTool.Project.self))
        #expect(try CommandLineParser.parse(["--version"]) == .version)
        #expect(try CommandLineParser.parse(["service", "--version"]) == .version)
    }

    @Test(arguments: [
        (["module", "A", "--frce"], "Unknown option '--frce'. Did you mean '--force'?"),
        (["module", "A", "--whatever"], "Unknown option '--whatever'."),
        (["module", "A", "-x"], "Unknown option '-x'."),
        (["module", "A", "-o"], "Missing value for '-o, --output <dir>'."),
        (["module", "A", "--force=yes"], "The flag '--force' takes no value."),
        (
            ["module", "A", "--set", "novalue"],
            "Invalid --set 'novalue': expected key=value, "
                + "e.g. --set bundleIdentifierPrefix=com.acme."
        ),
        (
            ["module", "A", "--set", "=v"],
            "Invalid --set '=v': expected key=value, e.g. --set "
                + "bundleIdentifierPrefix=com.acme."
        ),
        (
            ["module", "A", "--set", "a-b=1"],
            "Invalid variable name 'a-b' in --set: use letters, "
                + "digits and _ only."
        ),
        (
            ["module", "A", "--force", "--skip-existing"],
            "--force and --skip-existing contradict "
                + "each other: choose one."
        ),
        (["module", "A", "-q", "-v"], "--quiet and --verbose contradict each other: choose one."),
    ])
    func refusesBadCommandLines(arguments: [String], message: String) {
        #expect(throws: UsageError(message, command: .module)) {
            try CommandLineParser.parse(arguments)
        }
    }

    @Test func aProjectTakesOneNameAndModulesSeveral() throws {
        #expect(
            throws: UsageError(
                "Unexpected argument 'B': project takes one name. Quote a name that contains "
                    + "spaces.", command: .project)
        ) {
            try CommandLineParser.parse(["project", "A", "B"])
        }
        guard
            case .run(let command as ViperGenTool.Module) = try CommandLineParser.parse([
                "module", "A", "B",
            ])
        else {
            Issue.record("module A B is not a module invocation")
            return
        }
        #expect(command.options.names == ["A", "B"])
    }

    @Test func refusesUnknownCommandsAndShowsHelpForNone() throws {
        #expect(try CommandLineParser.parse([]) == .help(nil))
        #expect(
            throws: UsageError(
                "Unknown command 'modul'. Did you mean 'module'? Choose one of: project, module, "
                    + "service, apply, init, remove, outdated, update, check, rename, templates, xcode, completion, mcp.",
                command: nil)
        ) {
            try CommandLineParser.parse(["modul", "Payments"])
        }
        #expect(
            throws: UsageError(
                "Unknown command 'generate'. Choose one of: project, module, service, apply, init, "
                    + "remove, outdated, update, check, rename, templates, xcode, completion, mcp.",
                command: nil)
        ) {
            try CommandLineParser.parse(["generate"])
        }
    }

    @Test func optionsWhereTheCommandShouldBeAreNamedAsOptions() throws {
        #expect(
            throws: UsageError(
                "Unknown option '--verison' before the command. Did you mean '--version'? Before "
                    + "a command come only --help, --version, -q and -v; the command's options "
                    + "follow it.", command: nil)
        ) {
            try CommandLineParser.parse(["--verison"])
        }
        #expect(
            throws: UsageError(
                "Missing command after '-v', e.g. viper-gen -v module Payments.", command: nil)
        ) {
            try CommandLineParser.parse(["-v"])
        }
    }

    @Test func quietAndVerboseMayComeBeforeTheCommand() throws {
        #expect(
            try CommandLineParser.parse(["-v", "module", "X"])
                == CommandLineParser.parse(["module", "-v", "X"]))
        #expect(
            try CommandLineParser.parse(["--quiet", "remove", "X", "Y"])
                == CommandLineParser.parse(["remove", "--quiet", "X", "Y"]))
        // The command's own parser judges them: xcode has no -v.
        #expect(throws: UsageError.self) {
            try CommandLineParser.parse(["-v", "xcode", "install"])
        }
    }

    @Test func helpOfHelpIsTheToolsHelp() throws {
        for spelling in ["--help", "-h", "help"] {
            #expect(try CommandLineParser.parse(["help", spelling]) == .help(nil))
        }
    }

    @Test func unknownSubcommandsSuggestTheClosest() throws {
        #expect(
            throws: UsageError(
                "Unknown xcode subcommand 'instal'. Did you mean 'install'? Choose one of: "
                    + "install, uninstall.", command: "xcode")
        ) {
            try CommandLineParser.parse(["xcode", "instal"])
        }
    }

    @Test(arguments: ViperGenTool.commands.map { $0.name })
    func eachOptionOfACommandIsSpelledOnce(name: String) throws {
        let command = try #require(ViperGenTool.command(named: name))
        let spellings = command.spellings
        #expect(Set(spellings.map(\.long)).count == spellings.count, "\(command.name)")
        let shorts = spellings.compactMap(\.short)
        #expect(Set(shorts).count == shorts.count, "\(command.name)")
        #expect(spellings.suffix(2).map(\.long) == ["version", "help"], "\(command.name)")
    }

    @Test func sharedOptionsStoreWhereEachCommandSays() throws {
        var apply = ApplyOptions()
        apply.flags.author = "Jane"
        apply.flags.date = "2026-12-02"
        apply.flags.quiet = true
        #expect(
            try CommandLineParser.parse(["apply", "--author", "Jane", "--date=2026-12-02", "-q"])
                == .run(ViperGenTool.Apply(options: apply)))
        var options = InitOptions()
        options.path = "App"
        options.organization = "Acme"
        options.verbose = true
        #expect(
            try CommandLineParser.parse(["init", "App", "--organization", "Acme", "-v"])
                == .run(ViperGenTool.Init(options: options)))
        // init takes --date for the headers of the support code it adds (issue 36), and no
        // --output: it writes in the app's folder.
        options = InitOptions()
        options.date = "2026-12-02"
        #expect(
            try CommandLineParser.parse(["init", "--date", "2026-12-02"])
                == .run(ViperGenTool.Init(options: options)))
        #expect(
            throws: UsageError("The option '--output' does not apply to init.", command: "init")
        ) {
            try CommandLineParser.parse(["init", "--output", "App"])
        }
    }

    @Test func anOptionOfAnotherCommandNamesItAndStyleNamesTemplate() {
        #expect(
            throws: UsageError(
                "The option '--modules-path' does not apply to module; it is an option of 'init'.",
                command: "module")
        ) { try CommandLineParser.parse(["module", "X", "--modules-path", "A"]) }
        #expect(
            throws: UsageError(
                "Unknown option '--style'. Choose the style with --template (swiftui, uikit, "
                    + "routed, builder or generic); in a project, modules and services take the "
                    + "project's style.", command: "module")
        ) { try CommandLineParser.parse(["module", "Shop", "--style", "uikit"]) }
        // Issue 37: `project` takes --style as `init` does, the same as --template STYLE.
        var options = GenerateOptions(name: "Shop")
        options.template = "uikit"
        let byTemplate = try? CommandLineParser.parse(["project", "Shop", "--template", "uikit"])
        #expect(byTemplate == .run(ViperGenTool.Project(options: options)))
        options.style = "uikit"
        let byStyle = try? CommandLineParser.parse(["project", "Shop", "--style", "uikit"])
        #expect(byStyle == .run(ViperGenTool.Project(options: options)))
    }

    @Test func editDistanceCountsSingleCharacterEdits() {
        #expect(EditDistance.between("force", "force") == 0)
        #expect(EditDistance.between("--frce", "--force") == 1)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("kitten", "sitting") == 3)
    }
}
