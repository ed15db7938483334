import ViperGenSystem

/// A folder templates are looked up in.
package struct TemplateSearchFolder: Sendable, Equatable {
    /// What kind of folder it is.
    package let origin: TemplateOrigin
    /// Where it is.
    package let path: AbsolutePath
    /// Whether templates are the `<Name>.xctemplate` folders at any depth below it (Xcode's
    /// folder, grouped in `File Templates/<Group>/`), rather than its direct subfolders.
    package let isRecursive: Bool

    /// Creates a search folder.
    package init(origin: TemplateOrigin, path: AbsolutePath, isRecursive: Bool = false) {
        self.origin = origin
        self.path = path
        self.isRecursive = isRecursive
    }
}
