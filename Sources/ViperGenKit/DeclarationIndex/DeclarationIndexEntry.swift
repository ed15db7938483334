/// One entry of a folder in the index: a Swift file or a link to read, or a subfolder.
struct DeclarationIndexEntry: Equatable {
    /// Its name in the folder.
    var name: String
    /// Whether it is a subfolder to descend into (else a Swift file or a link to one).
    var isFolder: Bool
}
