/// What the check stage found at a planned folder's path.
enum DirectoryState: Equatable {
    /// A folder (or a link to a folder inside the root) is there.
    case exists
    /// Nothing is there; the writer creates it.
    case missing
    /// A file or other entry at `ancestor` (this path or above) prevents the folder.
    case blocked(ancestor: String)
    /// The folder `planned` (this path or above) and the existing `existing` differ only in
    /// letter case or Unicode normalization (`NameFolding`).
    case nameVariant(planned: String, existing: String)
}
