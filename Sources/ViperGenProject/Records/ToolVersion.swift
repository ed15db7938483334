/// The viper-gen version: printed by `--version` and written into each record.
package enum ToolVersion {
    /// The current version.
    package static let current = "0.1.0"
}
