/// What to do when a planned `.create` file already exists with different contents.
package enum ExistingFilePolicy: Equatable, Sendable {
    /// Report every such file as a conflict and write nothing (the default).
    case refuse
    /// Replace existing files (the CLI's `--force`).
    case overwrite
    /// Leave existing files alone and write only the new ones (the CLI's `--skip-existing`).
    case skipExisting
}
