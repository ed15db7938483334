import Foundation

/// The application targets of a `project.pbxproj` and what each builds, read from its text as
/// Xcode writes it, independently of viper-gen's own project reader: enough to tell whether a
/// new file is built by an app.
struct ProjectTargetListing {
    /// One application target.
    struct Target: Equatable {
        /// Its name.
        var name: String
        /// The names of the files its Sources phase lists.
        var sources: [String]
        /// The paths of its synchronized folders, relative to the folder holding the project.
        var synchronizedFolders: [String]
    }

    /// The application targets, in the order the project lists them.
    let applications: [Target]

    /// Reads the project file `text`.
    init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let objects = Self.objects(in: lines)
        let listing = BuildPhaseListing(text)
        applications = objects.compactMap { object -> Target? in
            guard Self.value("isa", in: object.body) == "PBXNativeTarget",
                let type = Self.value("productType", in: object.body),
                type == "com.apple.product-type.application"
                    || type == "com.apple.product-type.application.watchapp2"
            else { return nil }
            let name = Self.value("name", in: object.body) ?? object.comment
            let folders = Self.items("fileSystemSynchronizedGroups", in: object.body).compactMap {
                Self.folder(of: $0, in: objects)
            }
            return Target(
                name: name, sources: listing.files(of: "Sources", in: object.comment) ?? [],
                synchronizedFolders: folders)
        }
    }

    /// Whether an application target builds the file at `path` (relative to the folder holding
    /// the project): its Sources phase lists the file's name, or the file lies in one of its
    /// synchronized folders.
    func applicationBuilds(_ path: String) -> Bool {
        let name = String(path.split(separator: "/").last ?? "")
        return applications.contains { target in
            target.sources.contains(name)
                || target.synchronizedFolders.contains { path.hasPrefix($0 + "/") }
        }
    }

    /// The folder of the group `id`, relative to the project's folder: its `path` inside its
    /// parent groups' folders (Home Assistant nests `Scenes` in `Sources/App`), up to a group
    /// whose folder is the project's (`SOURCE_ROOT`, or the main group).
    private static func folder(of id: String, in objects: [Object]) -> String? {
        guard let object = objects.first(where: { $0.id == id }) else { return nil }
        let path = value("path", in: object.body)
        let parent = objects.first { candidate in
            value("isa", in: candidate.body) == "PBXGroup"
                && items("children", in: candidate.body).contains(id)
        }
        let inside =
            value("sourceTree", in: object.body) == "SOURCE_ROOT"
            ? "" : parent.flatMap { folder(of: $0.id, in: objects) } ?? ""
        guard let path else { return inside.isEmpty ? nil : inside }
        return inside.isEmpty ? path : inside + "/" + path
    }

    /// An object of the project: its identifier, the comment after it, and its lines.
    private struct Object {
        var id: String
        var comment: String
        var body: ArraySlice<Substring>
    }

    /// The objects of the project: `\t\tID /* comment */ = {` to `\t\t};`, or all on the
    /// header's line (`= {isa = ...; };`, as Xcode 16 writes synchronized folders).
    private static func objects(in lines: [Substring]) -> [Object] {
        var objects: [Object] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let oneLine = line.contains("= {isa = ") && line.hasSuffix("};")
            guard line.hasPrefix("\t\t"), !line.hasPrefix("\t\t\t"),
                oneLine || line.hasSuffix("= {"),
                let end = oneLine ? index : lines[index...].firstIndex(of: "\t\t};")
            else {
                index += 1
                continue
            }
            let header = line.trimmingCharacters(in: .whitespaces)
            let id = String(header.split(separator: " ").first ?? "")
            var comment = ""
            if let open = header.range(of: "/* "), let close = header.range(of: " */") {
                comment = String(header[open.upperBound..<close.lowerBound])
            }
            objects.append(Object(id: id, comment: comment, body: lines[index...end]))
            index = end + 1
        }
        return objects
    }

    /// The value of `key = value;` in `body` (on a line of its own or among others on one
    /// line), quotes removed.
    private static func value(_ key: String, in body: ArraySlice<Substring>) -> String? {
        for line in body {
            var rest = line[...]
            while let found = rest.range(of: key + " = ") {
                let before = rest[..<found.lowerBound].last
                rest = rest[found.upperBound...]
                guard before == nil || before == " " || before == "\t" || before == "{",
                    let end = rest.firstIndex(of: ";")
                else { continue }
                var value = rest[..<end]
                if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                    value = value.dropFirst().dropLast()
                }
                return String(value)
            }
        }
        return nil
    }

    /// The identifiers the list `key = (...)` in `body` holds.
    private static func items(_ key: String, in body: ArraySlice<Substring>) -> [String] {
        guard let start = body.firstIndex(where: { $0.hasSuffix("\t\(key) = (") }) else {
            return []
        }
        return body[(start + 1)...].prefix { !$0.hasSuffix(");") }.compactMap {
            $0.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init)
        }
    }
}
