import Foundation

/// A project file read back with Foundation's `PropertyListSerialization`, independently of
/// viper-gen's own parser, to check what an edit means: which group holds a file and which
/// target builds it.
struct ParsedProject {
    /// Every object by identifier.
    let objects: [String: [String: Any]]
    /// The project object.
    let project: [String: Any]

    /// Reads `bytes`; throws if Foundation cannot parse them as a property list.
    init(_ bytes: [UInt8]) throws {
        let value = try PropertyListSerialization.propertyList(
            from: Data(bytes), options: [], format: nil)
        guard let root = value as? [String: Any],
            let objects = root["objects"] as? [String: [String: Any]],
            let rootObject = root["rootObject"] as? String,
            let project = objects[rootObject]
        else { throw CocoaError(.propertyListReadCorrupt) }
        self.objects = objects
        self.project = project
    }

    /// The paths of every file reference reachable from the main group, by identifier.
    var filePaths: [String: String] {
        var result: [String: String] = [:]
        func walk(_ id: String, _ folder: String?) {
            guard let object = objects[id] else { return }
            let path = object["path"] as? String
            var resolved: String?
            switch object["sourceTree"] as? String {
            case "<group>":
                if let folder, let path {
                    resolved = folder.isEmpty ? path : "\(folder)/\(path)"
                } else {
                    resolved = folder
                }
            case "SOURCE_ROOT": resolved = path ?? ""
            default: resolved = nil
            }
            if object["isa"] as? String == "PBXFileReference", let resolved {
                result[id] = resolved
            }
            for child in object["children"] as? [String] ?? [] { walk(child, resolved) }
        }
        walk(project["mainGroup"] as? String ?? "", "")
        return result
    }

    /// The identifier of the target named `name`.
    func target(named name: String) -> String? {
        (project["targets"] as? [String] ?? []).first { objects[$0]?["name"] as? String == name }
    }

    /// The paths of the files the phase of class `isa` of target `name` builds.
    func built(by name: String, phase isa: String) -> [String] {
        guard let target = target(named: name) else { return [] }
        let paths = filePaths
        let phases = (objects[target]?["buildPhases"] as? [String] ?? []).filter {
            objects[$0]?["isa"] as? String == isa
        }
        return phases.flatMap { objects[$0]?["files"] as? [String] ?? [] }.compactMap {
            (objects[$0]?["fileRef"] as? String).flatMap { paths[$0] }
        }
    }

    /// The number of `PBXGroup` objects in `bytes`.
    static func groupCount(_ bytes: [UInt8]) -> Int {
        let objects = (try? ParsedProject(bytes))?.objects.values
        return objects?.filter { $0["isa"] as? String == "PBXGroup" }.count ?? -1
    }
}
