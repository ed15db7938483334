/// A planned file together with the disposition the check stage decided for it.
public struct CheckedFile: Equatable, Sendable {
    /// The planned file.
    public var file: PlannedFile
    /// What the writer will do with it.
    public var disposition: FileDisposition

    /// Creates a checked file.
    public init(file: PlannedFile, disposition: FileDisposition) {
        self.file = file
        self.disposition = disposition
    }
}
