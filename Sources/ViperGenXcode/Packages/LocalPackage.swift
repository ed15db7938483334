/// A local package found in a project file: the object that refers to it and where.
struct LocalPackage: Equatable, Sendable {
    /// The `XCLocalSwiftPackageReference` or the folder's `PBXFileReference`.
    var id: String
    /// The package folder relative to the project's folder, normalized.
    var path: String
    /// How the project refers to it.
    var style: LocalPackageStyle
    /// For a folder reference, the group that holds it.
    var group: String?

    /// The package folder's name, which per-feature packages give their product too.
    var name: String { PackagePath.name(of: path) }
}
