import ViperGenSystem

/// Where the CLI writes: results to `out`, errors to `err`; tests capture both.
package struct Console: Sendable {
    /// Writes text to standard output.
    package let out: @Sendable (String) -> Void
    /// Writes text to standard error.
    package let err: @Sendable (String) -> Void
    /// Whether standard output may be coloured.
    package let colorOut: Bool
    /// Whether standard error may be coloured.
    package let colorErr: Bool
    /// Whether a write to standard output or standard error failed (a closed pipe, a full
    /// disk); the text is then lost, and the CLI exits with EX_IOERR.
    package let writeFailed: @Sendable () -> Bool
    /// Where a `--json` run keeps its notes and warnings for its document instead of printing
    /// them; nil when they are printed.
    package private(set) var messages: Locked<RunMessages>?
    /// Whether a `--json` run printed its document; nil when the run prints no document.
    package private(set) var printedDocument: Locked<Bool>?

    /// Creates a console from two writers; colour is off unless asked for.
    package init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        colorOut: Bool = false, colorErr: Bool = false,
        writeFailed: @escaping @Sendable () -> Bool = { false }
    ) {
        self.out = out
        self.err = err
        self.colorOut = colorOut
        self.colorErr = colorErr
        self.writeFailed = writeFailed
    }

    /// The process's own stdout and stderr; colour only on a terminal without NO_COLOR or TERM=dumb.
    package static func standard(environment: [String: String]) -> Console {
        let colorAllowed = environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        let failed = Locked(false)
        return Console(
            out: {
                if StandardStream.output.write(Array($0.utf8)) != nil {
                    failed.withValue { $0 = true }
                }
            },
            err: {
                if StandardStream.error.write(Array($0.utf8)) != nil {
                    failed.withValue { $0 = true }
                }
            },
            colorOut: colorAllowed && StandardStream.output.isTerminal,
            colorErr: colorAllowed && StandardStream.error.isTerminal,
            writeFailed: { failed.value })
    }

    /// This console, keeping notes and warnings for a `--json` document instead of printing
    /// them.
    package func collectingMessages() -> Console {
        var console = self
        console.messages = Locked(RunMessages())
        console.printedDocument = Locked(false)
        return console
    }

    /// Prints `json`, a `--json` run's one document, on standard output, and remembers it:
    /// an error the document states (``DocumentedError``) is then not printed again.
    package func document(_ json: String) {
        printedDocument?.withValue { $0 = true }
        out(json)
    }

    /// Prints `Note: text` on standard error (even when quiet: a note is about the run itself),
    /// or keeps it for the `--json` document.
    package func note(_ text: String) {
        if let messages { return messages.withValue { $0.notes.append(text) } }
        err(Self.styled("Note:", "1;36", enabled: colorErr) + " \(text)\n")
    }

    /// Prints `Warning: text` on standard error, or keeps it for the `--json` document.
    package func warning(_ text: String) {
        if let messages { return messages.withValue { $0.warnings.append(text) } }
        err(Self.styled("Warning:", "1;33", enabled: colorErr) + " \(text)\n")
    }

    /// `text` in the ANSI colour `code` when `enabled`.
    package static func styled(_ text: String, _ code: String, enabled: Bool) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
