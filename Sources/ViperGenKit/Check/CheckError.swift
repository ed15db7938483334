import ViperGenSystem

/// Why `viper-gen check` exits 1: the app and its records disagree.
public struct CheckError: Error, Equatable, CustomStringConvertible, ExitCodeError {
    /// How many findings are more than informational (and, after `--fix`, not mended).
    public let count: Int

    /// Says how many findings the lines above list.
    public var description: String {
        "The app and its records disagree: \(count) finding" + (count == 1 ? "" : "s") + " above."
    }

    /// A failed check (1).
    public var exitCode: ExitCode { .failure }
}

extension CheckError: DocumentedError {
    /// `check --json` lists the findings and says `"consistent": false`.
    public var isStatedByDocument: Bool { true }
}
