/// One file of a template: its path inside the template (macros unrendered) and its bytes.
package struct TemplateFile: Sendable, Equatable {
    /// The "/"-separated path inside the template folder, such as
    /// `___FILEBASENAME___/View/___FILEBASENAME___View.swift`; for a variant's file, the path
    /// inside the variant folder.
    package let path: String
    /// The raw bytes of the file.
    package let contents: [UInt8]
    /// Where the file lies in the template folder, for messages: `path`, or for a variant's file
    /// the path with its variant folder (`StoryboardInteractor/___FILEBASENAME___.swift`).
    package let sourcePath: String

    /// Creates a template file from its path and bytes; `sourcePath` defaults to `path`.
    package init(path: String, contents: [UInt8], sourcePath: String? = nil) {
        self.path = path
        self.contents = contents
        self.sourcePath = sourcePath ?? path
    }
}
