/// A planned file together with the disposition the check stage decided for it.
package struct CheckedFile: Equatable, Sendable {
    /// The planned file.
    package var file: PlannedFile
    /// What the writer will do with it.
    package var disposition: FileDisposition

    /// Creates a checked file.
    package init(file: PlannedFile, disposition: FileDisposition) {
        self.file = file
        self.disposition = disposition
    }
}
