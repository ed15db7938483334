import ViperGenSystem

/// Why `viper-gen check` exits 1: the app and its records disagree.
package struct CheckError: Error, Equatable, CustomStringConvertible, ExitCodeError {
    /// How many findings are more than informational (and, after `--fix`, not mended).
    package let count: Int

    /// Says how many findings the lines above list.
    package var description: String {
        "The app and its records disagree: \(count) finding" + (count == 1 ? "" : "s") + " above."
    }

    /// A failed check (1).
    package var exitCode: ExitCode { .failure }
}

extension CheckError: DocumentedError {
    /// `check --json` lists the findings and says `"consistent": false`.
    package var isStatedByDocument: Bool { true }
}
