import Foundation

/// The files a target's build phase lists in a `project.pbxproj`, read from its text as Xcode
/// writes it: enough to tell which target a new file joined, independently of the edit.
struct BuildPhaseListing {
    /// The project file's lines.
    private let lines: [Substring]

    /// A listing of the project file `text`.
    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The names of the files the build phase `phase` (`Sources`) of target `target` lists;
    /// nil when there is no such target or phase.
    func files(of phase: String, in target: String) -> [String]? {
        guard let targetObject = object("/* \(target) */", isa: "PBXNativeTarget"),
            let phaseID = items(of: "buildPhases", in: targetObject)
                .first(where: { $0.hasSuffix("/* \(phase) */") })?.split(separator: " ").first,
            let phaseObject = object("\(phaseID) /* \(phase) */", isa: nil)
        else { return nil }
        return items(of: "files", in: phaseObject).compactMap { item in
            guard let open = item.range(of: "/* "), let end = item.range(of: " in \(phase) */")
            else { return nil }
            return String(item[open.upperBound..<end.lowerBound])
        }
    }

    /// The lines of the object whose first line holds `header` (and whose `isa` is `isa`).
    private func object(_ header: String, isa: String?) -> ArraySlice<Substring>? {
        for (index, line) in lines.enumerated()
        where line.hasPrefix("\t\t") && line.contains(header) && line.hasSuffix("= {") {
            guard let end = lines[index...].firstIndex(of: "\t\t};") else { return nil }
            let body = lines[index...end]
            let kind = isa.map { kind in body.contains { $0.contains("isa = \(kind);") } } ?? true
            if kind { return body }
        }
        return nil
    }

    /// The items of the list `key` in `object`, one a line, without their commas.
    private func items(of key: String, in object: ArraySlice<Substring>) -> [String] {
        guard let start = object.firstIndex(where: { $0.hasSuffix("\t\(key) = (") }) else {
            return []
        }
        return object[(start + 1)...].prefix { !$0.hasSuffix(");") }.map {
            String($0.trimmingCharacters(in: .whitespaces).dropLast())
        }
    }
}
