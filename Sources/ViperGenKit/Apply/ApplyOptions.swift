import ViperGenProject

/// Everything the user asked of `viper-gen apply`, as parsed from the command line.
package struct ApplyOptions: Sendable, Equatable {
    /// The spec file as typed; nil for `viper-gen.spec.json` at the project root.
    package var spec: String?
    /// The run's flags (apply takes --author, --organization, --date, --target, --dry-run,
    /// --no-tests, -q and -v).
    package var flags = GenerationFlags()

    /// Options with every flag off and the default spec.
    package init() {}
}
