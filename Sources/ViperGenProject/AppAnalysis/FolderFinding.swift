/// A folder that holds modules or services, and their names.
package struct FolderFinding: Equatable {
    /// The folder, relative to the app's folder.
    package var folder: String
    /// The modules or services in it, sorted.
    package var names: [String]
}
