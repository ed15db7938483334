/// The version of the JSON documents `--json` prints, and of their errors.
public enum RunDocumentVersion {
    /// The shape this viper-gen prints; a change that removes or retypes a key raises it.
    public static let current = 1
}
