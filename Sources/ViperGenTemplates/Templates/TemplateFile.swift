/// One file of a template: its path inside the template (macros unrendered) and its bytes.
public struct TemplateFile: Sendable, Equatable {
    /// The "/"-separated path inside the template folder, such as
    /// `___FILEBASENAME___/View/___FILEBASENAME___View.swift`; for a variant's file, the path
    /// inside the variant folder.
    public let path: String
    /// The raw bytes of the file.
    public let contents: [UInt8]
    /// Where the file lies in the template folder, for messages: `path`, or for a variant's file
    /// the path with its variant folder (`StoryboardInteractor/___FILEBASENAME___.swift`).
    public let sourcePath: String

    /// Creates a template file from its path and bytes; `sourcePath` defaults to `path`.
    public init(path: String, contents: [UInt8], sourcePath: String? = nil) {
        self.path = path
        self.contents = contents
        self.sourcePath = sourcePath ?? path
    }
}
