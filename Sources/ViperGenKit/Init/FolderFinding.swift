/// A folder that holds modules or services, and their names.
struct FolderFinding: Equatable {
    /// The folder, relative to the app's folder.
    var folder: String
    /// The modules or services in it, sorted.
    var names: [String]
}
