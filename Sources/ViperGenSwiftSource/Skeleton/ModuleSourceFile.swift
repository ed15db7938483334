/// One file of a module, by its path relative to the module's parent folder (`Profile/View/
/// ProfileViewController.swift`) and its text.
package struct ModuleSourceFile: Equatable, Sendable {
    /// The path, `/`-separated, relative to the folder holding the module's folder.
    package var path: String
    /// The file's text.
    package var text: String

    /// A file at `path` holding `text`.
    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
