/// One file of a template: its path inside the template (macros unrendered) and its bytes.
public struct TemplateFile: Sendable, Equatable {
    /// The "/"-separated path inside the template folder, such as `___FILEBASENAME___/View/___FILEBASENAME___View.swift`.
    public let path: String
    /// The raw bytes of the file.
    public let contents: [UInt8]

    /// Creates a template file from its path and bytes.
    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }
}
