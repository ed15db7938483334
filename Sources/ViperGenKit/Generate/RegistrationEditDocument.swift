import ViperGenOutput
import ViperGenSystem

/// One app file the registrations of a run edit, in a `--json` document: which names it now
/// registers and the lines that adds.
struct RegistrationEditDocument: Encodable {
    /// The app file (`Sources/MyApp/RootApp.swift`).
    let file: String
    /// The modules and services it registers through this edit, in the run's order.
    let names: [String]
    /// The lines the edit adds, in file order, without their indentation.
    let addedLines: [String]

    /// One edit per app file the `entries` edit (relative to `root`), in path order; each
    /// file's edit holds every entry's registration.
    static func edits(of entries: [BatchEntry], root: AbsolutePath, display: PathDisplay)
        -> [RegistrationEditDocument]
    {
        var names: [String: [String]] = [:]
        var edits: [String: PlannedFile] = [:]
        for entry in entries {
            for edit in entry.registration.plan?.edits ?? [] {
                names[edit.path, default: []].append(entry.request.name)
                edits[edit.path] = edit
            }
        }
        return edits.keys.sorted().compactMap { path in
            guard let edit = edits[path] else { return nil }
            return RegistrationEditDocument(
                file: display.relative(root.appending(component: path).pathString),
                names: names[path] ?? [],
                addedLines: addedLines(from: edit.intent.original ?? [], to: edit.contents))
        }
    }

    /// The lines of `new` that `old` does not have (counting repeats), trimmed.
    private static func addedLines(from old: [UInt8], to new: [UInt8]) -> [String] {
        var remaining: [Substring: Int] = [:]
        for line in String(decoding: old, as: UTF8.self).split(separator: "\n") {
            remaining[line, default: 0] += 1
        }
        var added: [String] = []
        for line in String(decoding: new, as: UTF8.self).split(separator: "\n") {
            if let count = remaining[line], count > 0 {
                remaining[line] = count - 1
            } else {
                let start = line.drop(while: { $0 == " " || $0 == "\t" })
                added.append(String(start.reversed().drop(while: { $0 == " " }).reversed()))
            }
        }
        return added
    }
}
