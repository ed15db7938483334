/// The viper-gen version: printed by `--version` and written into each record.
public enum ToolVersion {
    /// The current version.
    public static let current = "0.1.0"
}
