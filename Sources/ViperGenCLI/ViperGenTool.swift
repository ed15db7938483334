import ViperGenKit
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates
import ViperGenText

/// The command-line tool as a function: arguments and environment in, exit code out.
public enum ViperGenTool {
    /// Every command, in help order: what help, usage lines, completion and the man page list,
    /// and what the parser looks a command's name up in.
    static let commands: [any ToolCommand.Type] = [
        Project.self, Module.self, Service.self, Apply.self, Init.self, Remove.self,
        Outdated.self, Update.self, Check.self, Rename.self, Templates.self, Xcode.self,
        Completion.self, Mcp.self,
    ]

    /// The command called `name`, if any.
    static func command(named name: String) -> (any ToolCommand.Type)? {
        commands.first { $0.name == name }
    }

    /// Runs viper-gen as this process, with its own arguments, and returns the exit status.
    ///
    /// Uses the real environment, stdout and stderr; a closed pipe on either is an error to
    /// report, not a signal that kills the process. An argument that is not valid UTF-8 is
    /// refused before anything else (``NonUTF8PathError``).
    public static func runProcess() -> Int32 {
        SignalTrap.ignore(SignalNumber.brokenPipe)
        // Past `ulimit -f`, a write fails with EFBIG and rolls back instead of killing us.
        SignalTrap.ignore(SignalNumber.fileSizeLimit)
        let environment = RunEnvironment.current()
        let console = Console.standard(environment: environment.variables)
        var arguments: [String] = []
        let argumentBytes = ProcessEnvironment.argumentBytes()
        let decoded = argumentBytes.map { String(decoding: $0, as: UTF8.self) }
        // Completion never fails: a word that is not UTF-8 is only a word no candidate matches.
        if decoded.first == CompletionCandidates.hiddenCommand {
            return run(arguments: decoded, environment: environment, console: console).rawValue
        }
        for (index, bytes) in argumentBytes.enumerated() {
            guard let argument = String(strictUTF8: bytes) else {
                let error = NonUTF8PathError(source: .argument(index + 1), bytes: bytes)
                let json = requestsJSON(decoded)
                return report(error, console: json ? console.collectingMessages() : console)
                    .rawValue
            }
            arguments.append(argument)
        }
        return run(arguments: arguments, environment: environment, console: console).rawValue
    }

    /// Runs viper-gen as this process and ends it with the exit status.
    public static func main() -> Never {
        Processes.exit(runProcess())
    }

    /// Runs viper-gen with `arguments` (without the executable name), writing to `console`.
    ///
    /// A run that did its work but could not print its report exits with `.outputFailed`.
    package static func run(
        arguments: [String], environment: RunEnvironment, console: Console
    ) -> ExitCode {
        // With --json, notes and warnings are kept for the document, and errors are JSON.
        let console = requestsJSON(arguments) ? console.collectingMessages() : console
        let code = execute(arguments: arguments, environment: environment, console: console)
        guard code == .success, console.writeFailed() else { return code }
        // Completion prints no error, not even this one: the shell shows stderr as it types.
        if arguments.first == CompletionCandidates.hiddenCommand { return .outputFailed }
        let generated = arguments.first.flatMap(command(named:))?.writesFiles == true
        return report(ReportWriteError(wroteFiles: generated), console: console)
    }

    /// Parses `arguments`, prints help or the version, or recovers an interrupted run and runs
    /// the command; returns the exit code of what happened.
    private static func execute(
        arguments: [String], environment: RunEnvironment, console: Console
    ) -> ExitCode {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(arguments)
        } catch {
            return report(error, console: console)
        }
        guard case .run(let command) = invocation else {
            console.out(printedText(invocation, environment: environment))
            return .success
        }
        if type(of: command).onlyPrints {
            return run(command, environment: environment, console: console)
        }
        if let directory = environment.nonUTF8CurrentDirectory {
            let error = NonUTF8PathError(source: .currentDirectory, bytes: directory)
            return report(error, console: console)
        }
        do {
            try ProjectRecovery(environment: environment, console: console)
                .run(dryRun: command.isDryRun)
        } catch {
            return report(error, console: console)
        }
        return run(command, environment: environment, console: console)
    }

    /// Runs `command`; returns the exit code of what happened.
    private static func run(
        _ command: any ToolCommand, environment: RunEnvironment, console: Console
    ) -> ExitCode {
        do {
            try command.run(environment: environment, console: console)
            return .success
        } catch {
            return report(error, console: console, command: command.name)
        }
    }

    /// What an invocation that runs no command prints: help, the version, the completion
    /// candidates or the man page.
    private static func printedText(_ invocation: Invocation, environment: RunEnvironment)
        -> String
    {
        switch invocation {
        case .help(let command): return command.map(HelpText.command) ?? HelpText.tool()
        case .complete(let words):
            let candidates = CompletionCandidates(words: words, environment: environment).all()
            return candidates.map { $0 + "\n" }.joined()
        case .manual: return ManualPage.text()
        default: return HelpText.version + "\n"
        }
    }

    /// Prints `error` on stderr and returns its exit code.
    ///
    /// `Error: …`, and its own code (``ExitCodeError``), else 1; every usage error (exit 64) adds
    /// the usage line of `command` (or the error's own) and the pointer to its help. A `--json`
    /// run's console prints its ``ErrorDocument`` on stdout instead (stderr when stdout failed),
    /// its one document, unless the document it printed already states the error
    /// (``DocumentedError``).
    static func report(_ error: Error, console: Console, command: String? = nil) -> ExitCode {
        let code = (error as? ExitCodeError)?.exitCode ?? .failure
        let name = (error as? UsageError)?.command ?? command
        if let messages = console.messages {
            if console.printedDocument?.value == true,
                (error as? DocumentedError)?.isStatedByDocument == true
            {
                return code
            }
            let document = ErrorDocument(
                error: error, exitCode: code, usage: code == .usage ? HelpText.usage(name) : nil,
                messages: messages.value)
            // When stdout cannot take it (exit 74), stderr is the one place left to say so.
            if console.writeFailed() {
                console.err(document.json())
            } else {
                console.document(document.json())
            }
            return code
        }
        let label = Console.styled("Error:", "1;31", enabled: console.colorErr)
        var text = "\(label) \(error)\n"
        if code == .usage {
            text += HelpText.usage(name) + "\n" + HelpText.seeHelp(name) + "\n"
        }
        console.err(text)
        return code
    }

    /// Whether `arguments` give `--json` (before any `--`) to a command that takes it, as its
    /// option table says; its usage errors are JSON too.
    static func requestsJSON(_ arguments: [String]) -> Bool {
        // `viper-gen -q remove X --json` runs `remove`: -q and -v may come first.
        let words = arguments.drop { CommandLineParser.leadingOptions.contains($0) }
        guard let name = words.first, let command = ViperGenTool.command(named: name),
            words.dropFirst().prefix(while: { $0 != "--" }).contains("--json")
        else { return false }
        return command.spellings.contains { $0.long == "json" }
    }
}
