/// Writes new objects in the layout Xcode uses: one line for build files and file references,
/// one line per field for groups and build phases, tabs for indentation.
enum ObjectWriter {
    /// A `PBXBuildFile` of `file` (named `name`) for the phase named `phase`.
    static func buildFile(_ id: String, file: String, name: String, phase: String) -> NewObject {
        let text =
            "\t\t\(id) /* \(name) in \(phase) */ = {isa = PBXBuildFile; "
            + "fileRef = \(file) /* \(name) */; };\n"
        return NewObject(isa: "PBXBuildFile", id: id, text: text)
    }

    /// A `PBXFileReference` to `name` in its group's folder.
    static func fileReference(_ id: String, name: String, fileType: String) -> NewObject {
        let text =
            "\t\t\(id) /* \(name) */ = {isa = PBXFileReference; "
            + "lastKnownFileType = \(PlistQuoting.quoted(fileType)); "
            + "path = \(PlistQuoting.quoted(name)); sourceTree = \"<group>\"; };\n"
        return NewObject(isa: "PBXFileReference", id: id, text: text)
    }

    /// A `PBXGroup` mirroring the folder `name` inside its parent group's folder.
    static func group(_ id: String, name: String, children: [ListItem]) -> NewObject {
        var text = "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = PBXGroup;\n"
        text += list("children", children)
        text += "\t\t\tpath = \(PlistQuoting.quoted(name));\n\t\t\tsourceTree = \"<group>\";\n"
        text += "\t\t};\n"
        return NewObject(isa: "PBXGroup", id: id, text: text)
    }

    /// A build phase of class `isa` (sources or resources) with `files`.
    static func buildPhase(_ id: String, isa: String, files: [ListItem]) -> NewObject {
        var text = "\t\t\(id) /* \(FileKind.phaseName(isa)) */ = {\n\t\t\tisa = \(isa);\n"
        text += "\t\t\tbuildActionMask = 2147483647;\n"
        text += list("files", files)
        text += "\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
        return NewObject(isa: isa, id: id, text: text)
    }

    private static func list(_ key: String, _ items: [ListItem]) -> String {
        "\t\t\t\(key) = (\n" + items.map { "\t\t\t\t\($0.text),\n" }.joined() + "\t\t\t);\n"
    }
}
