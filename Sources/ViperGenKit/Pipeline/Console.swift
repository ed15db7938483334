import ViperGenSystem

/// Where the CLI writes: results to `out`, errors to `err`; tests capture both.
public struct Console: Sendable {
    /// Writes text to standard output.
    public let out: @Sendable (String) -> Void
    /// Writes text to standard error.
    public let err: @Sendable (String) -> Void
    /// Whether standard output may be coloured.
    public let colorOut: Bool
    /// Whether standard error may be coloured.
    public let colorErr: Bool

    /// Creates a console from two writers; colour is off unless asked for.
    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        colorOut: Bool = false, colorErr: Bool = false
    ) {
        self.out = out
        self.err = err
        self.colorOut = colorOut
        self.colorErr = colorErr
    }

    /// The process's own stdout and stderr; colour only on a terminal without NO_COLOR or TERM=dumb.
    public static func standard(environment: [String: String]) -> Console {
        let colorAllowed = environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        return Console(
            out: { StandardStream.output.write(Array($0.utf8)) },
            err: { StandardStream.error.write(Array($0.utf8)) },
            colorOut: colorAllowed && StandardStream.output.isTerminal,
            colorErr: colorAllowed && StandardStream.error.isTerminal)
    }

    /// `text` in the ANSI colour `code` when `enabled`.
    public static func styled(_ text: String, _ code: String, enabled: Bool) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
