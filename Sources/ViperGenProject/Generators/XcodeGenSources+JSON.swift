import ViperGenText

/// The sources of a target in XcodeGen's JSON spec, `project.json`: the same shapes as the
/// YAML one's (`"sources": "X"`, `["X", {"path": "Y"}]`).
extension XcodeGenSources {
    /// The sources of `target` in the JSON spec `bytes`; with no such target, of the only
    /// target or the only application.
    package static func readJSON(_ bytes: [UInt8], target: String?) -> XcodeGenSources {
        guard let root = try? JSONNodeParser.parse(bytes), let spec = root.members else {
            return .unreadable("it is not a JSON object")
        }
        guard let targets = spec["targets"]?.members else {
            return .unreadable("it has no `targets` object (an `include`d file may hold them)")
        }
        let applications = targets.filter {
            $0.value.members?["type"]?.value == .string("application")
        }
        guard
            let chosen = target.flatMap({ targets[$0] })
                ?? (targets.count == 1 ? targets.values.first : nil)
                ?? (applications.count == 1 ? applications.values.first : nil)
        else {
            return .unreadable(
                "no target \(target.map { "`\($0)`" } ?? "could be chosen") under `targets`")
        }
        guard let sources = chosen.members?["sources"] else {
            return .unreadable("the target has no `sources`")
        }
        let entries: [JSONNode]
        switch sources.value {
        case .array(let nodes): entries = nodes
        default: entries = [sources]
        }
        var paths: [String] = []
        for entry in entries {
            switch entry.value {
            case .string(let path): paths.append(path)
            case .object:
                guard case .string(let path)? = entry.members?["path"]?.value else {
                    return .unreadable("a `sources` entry has no `path`")
                }
                paths.append(path)
            default: return .unreadable("a `sources` entry is \(entry.kind)")
            }
        }
        return checked(paths)
    }
}
