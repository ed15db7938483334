import ViperGenCLITestSupport

/// An edit a developer makes by hand to a generated file: `old` replaced by `new`.
struct SourceEdit: Sendable {
    /// The file, relative to the project root.
    let path: String
    /// The text replaced; the edit fails if the file does not hold it.
    let old: String
    /// The text put in its place.
    let new: String

    /// Makes the edit in `project`.
    func apply(to project: GeneratedProject) throws {
        try project.replace(old, with: new, in: path)
    }
}
