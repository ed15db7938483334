/// How an Xcode project refers to a local Swift package.
package enum LocalPackageStyle: String, Equatable, Sendable {
    /// An `XCLocalSwiftPackageReference` in the project's `packageReferences`, as Xcode 15 and
    /// later write for File > Add Package Dependencies > Add Local….
    case packageReference
    /// The package's folder dragged into a group: a `PBXFileReference` to the folder, and
    /// product dependencies that name no package.
    case folderReference
}
