/// One file of a module, by its path relative to the module's parent folder (`Profile/View/
/// ProfileViewController.swift`) and its text.
public struct ModuleSourceFile: Equatable, Sendable {
    /// The path, `/`-separated, relative to the folder holding the module's folder.
    public var path: String
    /// The file's text.
    public var text: String

    /// A file at `path` holding `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
