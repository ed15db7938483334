/// The `sources:` of one target in an XcodeGen `project.yml`, read line by line: enough for the
/// usual shapes (`sources: X`, `sources: [X, Y]`, a list of `- X` or `- path: X`), and an
/// honest "cannot read" for the rest.
package enum XcodeGenSources: Equatable, Sendable {
    /// The paths the target's sources name, relative to the spec's folder.
    case paths([String])
    /// Why the sources could not be read.
    case unreadable(String)

    /// The sources of `target` in the spec `text`; with no such target, of the only target,
    /// else of the only `type: application`.
    package static func read(_ text: String, target: String?) -> XcodeGenSources {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Line(String($0))
        }
        guard let targets = lines.firstIndex(where: { $0.indent == 0 && $0.key == "targets" })
        else {
            return .unreadable("it has no top-level `targets:` (an `include`d file may hold them)")
        }
        let body = lines.indices.dropFirst(targets + 1).prefix {
            lines[$0].isBlank || lines[$0].indent > 0
        }
        let level = body.first { !lines[$0].isBlank }.map { lines[$0].indent } ?? 0
        let names = body.filter {
            !lines[$0].isBlank && lines[$0].indent == level && lines[$0].key != nil
        }
        // The named target, else the only one, else the only application.
        let applications = names.filter { name in
            lines.indices.dropFirst(name + 1).prefix {
                lines[$0].isBlank || lines[$0].indent > level
            }.contains { lines[$0].key == "type" && lines[$0].value == "application" }
        }
        guard
            let start = names.first(where: { lines[$0].key == target })
                ?? (names.count == 1 ? names.first : nil)
                ?? (applications.count == 1 ? applications.first : nil)
        else {
            return .unreadable(
                "no target \(target.map { "`\($0)`" } ?? "could be chosen") under `targets:`")
        }
        let settings = lines.indices.dropFirst(start + 1).prefix {
            lines[$0].isBlank || lines[$0].indent > level
        }
        // The target's own key, not one of a nested setting's.
        let keyIndent = settings.first { !lines[$0].isBlank }.map { lines[$0].indent }
        guard
            let at = settings.first(where: {
                lines[$0].indent == keyIndent && lines[$0].key == "sources"
            })
        else {
            return .unreadable("the target has no `sources:`")
        }
        let sources = lines[at]
        if let value = sources.value, !value.isEmpty {
            if value.hasPrefix("{") {
                return .unreadable("its `sources:` is in a form not read here")
            }
            if value.hasPrefix("[") && value.hasSuffix("]") {
                let items = value.dropFirst().dropLast().split(separator: ",").map {
                    Line.unquoted(String($0))
                }
                guard items.allSatisfy({ !$0.contains(":") && !$0.contains("{") }) else {
                    return .unreadable("its `sources:` list is in a form not read here")
                }
                return checked(items)
            }
            return checked([Line.unquoted(value)])
        }
        var paths: [String] = []
        let entries = lines[(at + 1)...].prefix {
            $0.isBlank || $0.indent > sources.indent
                || ($0.indent == sources.indent && $0.isItem)
        }
        let itemIndent = entries.first { !$0.isBlank }?.indent
        for entry in entries where !entry.isBlank && entry.indent == itemIndent {
            guard entry.isItem else {
                return .unreadable("its `sources:` is not a list")
            }
            let item = Line(String(repeating: " ", count: entry.indent + 2) + entry.itemText)
            if entry.itemText.hasPrefix("{") || entry.itemText.hasPrefix("[") {
                return .unreadable("a `sources:` entry is in a form not read here")
            } else if let key = item.key {
                guard key == "path", let value = item.value, !value.isEmpty else {
                    return .unreadable("a `sources:` entry does not start with `path:`")
                }
                paths.append(Line.unquoted(value))
            } else {
                paths.append(Line.unquoted(entry.itemText))
            }
        }
        return checked(paths)
    }

    /// `paths` as read, unless there are none or one holds a `${…}` variable XcodeGen
    /// substitutes when it generates.
    static func checked(_ paths: [String]) -> XcodeGenSources {
        if paths.isEmpty { return .unreadable("its `sources:` list is empty") }
        if paths.contains(where: { $0.contains("${") }) {
            return .unreadable("its `sources:` use `${…}` variables")
        }
        return .paths(paths)
    }

    /// Those of `files` (relative to the spec's folder) that none of `paths` covers: a path
    /// covers itself and everything below it.
    package static func uncovered(_ files: [String], by paths: [String]) -> [String] {
        let folders = paths.map(normalized)
        return files.filter { file in
            !folders.contains { $0.isEmpty || file == $0 || file.hasPrefix($0 + "/") }
        }
    }

    /// `path` without `./` in front or `/` at the end; "" for the spec's own folder.
    private static func normalized(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.hasSuffix("/") { path = path.dropLast() }
        return path == "." ? "" : String(path)
    }
}
