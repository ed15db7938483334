/// How Xcode files a new file by its extension: its `lastKnownFileType` and the build phase
/// that takes it (none for headers and Info.plist).
struct FileKind: Equatable, Sendable {
    /// The `lastKnownFileType` Xcode writes for it.
    var fileType: String
    /// The class of the build phase that builds or copies it, or nil for none.
    var phase: String?

    /// The sources phase class.
    static let sources = "PBXSourcesBuildPhase"
    /// The resources (Copy Bundle Resources) phase class.
    static let resources = "PBXResourcesBuildPhase"

    /// The kind of the file at `path`.
    init(path: String) {
        let name = ProjectPath.name(of: path)
        let ext =
            name.split(separator: ".").count > 1
            ? String(name.split(separator: ".").last ?? "").lowercased() : ""
        if let source = Self.sourceTypes[ext] {
            self.init(fileType: source, phase: Self.sources)
        } else if ext == "h" || ext == "hpp" {
            self.init(fileType: ext == "h" ? "sourcecode.c.h" : "sourcecode.cpp.h", phase: nil)
        } else if name == "Info.plist" {
            self.init(fileType: "text.plist.xml", phase: nil)
        } else {
            self.init(fileType: Self.resourceTypes[ext] ?? "text", phase: Self.resources)
        }
    }

    private init(fileType: String, phase: String?) {
        self.fileType = fileType
        self.phase = phase
    }

    /// The name Xcode gives the phase class in comments (`Foo.swift in Sources`).
    static func phaseName(_ isa: String) -> String {
        isa == sources ? "Sources" : isa == resources ? "Resources" : isa
    }

    private static let sourceTypes = [
        "swift": "sourcecode.swift", "m": "sourcecode.c.objc", "mm": "sourcecode.cpp.objcpp",
        "c": "sourcecode.c.c", "cpp": "sourcecode.cpp.cpp", "metal": "sourcecode.metal",
    ]

    private static let resourceTypes = [
        "xcassets": "folder.assetcatalog", "storyboard": "file.storyboard", "xib": "file.xib",
        "strings": "text.plist.strings", "stringsdict": "text.plist.stringsdict",
        "xcstrings": "text.json.xcstrings", "json": "text.json", "plist": "text.plist.xml",
        "png": "image.png", "jpg": "image.jpeg", "jpeg": "image.jpeg", "pdf": "image.pdf",
        "md": "net.daringfireball.markdown", "ttf": "file", "otf": "file",
        "xcprivacy": "text.xml",
    ]
}
