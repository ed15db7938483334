/// Writes the objects that link a local package in the layout Xcode uses: one field per line
/// for package references, product dependencies and build phases, one line for build files
/// and file references, tabs for indentation.
enum PackageObjectWriter {
    /// The comment Xcode writes after a reference to the package reference of `relativePath`.
    static func referenceComment(_ relativePath: String) -> String {
        "XCLocalSwiftPackageReference \"\(relativePath)\""
    }

    /// An `XCLocalSwiftPackageReference` to the package at `relativePath`.
    static func localReference(_ id: String, relativePath: String) -> NewObject {
        let text =
            "\t\t\(id) /* \(referenceComment(relativePath)) */ = {\n"
            + "\t\t\tisa = \(LocalPackageInventory.localReference);\n"
            + "\t\t\trelativePath = \(PlistQuoting.quoted(relativePath));\n\t\t};\n"
        return NewObject(isa: LocalPackageInventory.localReference, id: id, text: text)
    }

    /// An `XCSwiftPackageProductDependency` on `product`, naming `package` if given.
    static func productDependency(_ id: String, product: String, package: ListItem?)
        -> NewObject
    {
        var text = "\t\t\(id) /* \(product) */ = {\n"
        text += "\t\t\tisa = \(LocalPackageInventory.productDependency);\n"
        if let package { text += "\t\t\tpackage = \(package.text);\n" }
        text += "\t\t\tproductName = \(PlistQuoting.quoted(product));\n\t\t};\n"
        return NewObject(isa: LocalPackageInventory.productDependency, id: id, text: text)
    }

    /// A `PBXBuildFile` linking the product of the dependency `dependency`.
    static func buildFile(_ id: String, product: String, dependency: String) -> NewObject {
        let text =
            "\t\t\(id) /* \(product) in Frameworks */ = {isa = PBXBuildFile; "
            + "productRef = \(dependency) /* \(product) */; };\n"
        return NewObject(isa: "PBXBuildFile", id: id, text: text)
    }

    /// A `PBXFileReference` to a package folder at `path` inside its group's folder, with its
    /// `name` when the path has more than one component.
    static func folderReference(_ id: String, name: String, path: String, fileType: String)
        -> NewObject
    {
        let named = path == name ? "" : "name = \(PlistQuoting.quoted(name)); "
        let text =
            "\t\t\(id) /* \(name) */ = {isa = PBXFileReference; "
            + "lastKnownFileType = \(PlistQuoting.quoted(fileType)); \(named)"
            + "path = \(PlistQuoting.quoted(path)); sourceTree = \"<group>\"; };\n"
        return NewObject(isa: "PBXFileReference", id: id, text: text)
    }

    /// The frameworks phase class.
    static let frameworksPhase = "PBXFrameworksBuildPhase"

    /// A Link Binary With Libraries phase with `files`.
    static func frameworksPhase(_ id: String, files: [ListItem]) -> NewObject {
        var text = "\t\t\(id) /* Frameworks */ = {\n\t\t\tisa = \(frameworksPhase);\n"
        text += "\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n"
        text += files.map { "\t\t\t\t\($0.text),\n" }.joined()
        text += "\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
        return NewObject(isa: frameworksPhase, id: id, text: text)
    }
}
