/// The files a `project.yml` includes, whose targets XcodeGen merges into its own.
extension XcodeGenSources {
    /// The paths of the top-level `include:` (`include: [a.yml]`, or a list of `- a.yml` and
    /// `- path: a.yml`), relative to the spec's folder; none when it has no `include:`.
    package static func includes(_ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Line(String($0))
        }
        guard let at = lines.firstIndex(where: { $0.indent == 0 && $0.key == "include" }) else {
            return []
        }
        if let value = lines[at].value {
            let items =
                value.hasPrefix("[")
                ? value.dropFirst().dropLast().split(separator: ",")
                : [
                    Substring(value)
                ]
            return items.map { Line.unquoted(String($0)) }.filter { !$0.isEmpty }
        }
        return lines[(at + 1)...].prefix { $0.isBlank || $0.isItem || $0.indent > 0 }
            .compactMap { line -> String? in
                guard line.isItem else { return nil }
                let item = Line(String(repeating: " ", count: line.indent + 2) + line.itemText)
                if item.key == "path" { return item.value.map(Line.unquoted) }
                return item.key == nil ? Line.unquoted(line.itemText) : nil
            }
    }
}
