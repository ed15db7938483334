import ViperGenSystem

/// A console whose stdout and stderr are collected in memory: what tests read, and where a
/// tool call of `viper-gen mcp` runs its command (the server's stdout carries the protocol).
package final class CapturedConsole: Sendable {
    /// What was written so far: stdout, then stderr.
    private let written = Locked((out: "", err: ""))

    /// An empty console.
    package init() {}

    /// What was written to stdout.
    package var out: String { written.value.out }
    /// What was written to stderr.
    package var err: String { written.value.err }

    /// The console to pass to the CLI or to a Kit command.
    package var console: Console {
        Console(
            out: { text in self.written.withValue { $0.out += text } },
            err: { text in self.written.withValue { $0.err += text } })
    }
}
