/// Recognises the comments that head the groups of the container setup: `// Modules`.
enum GroupMarker {
    /// The group names that head groups.
    static let groupNames = ["modules", "services"]

    /// The group a comment heads (`modules`, `services`), if it is a heading comment:
    /// `// Modules`, `// MARK: - Services`, any case.
    static func group(of comment: SwiftToken) -> String? {
        guard comment.text.hasPrefix("//") else { return nil }
        var text = trimmed(comment.text.drop { $0 == "/" })
        if text.lowercased().hasPrefix("mark:") { text = trimmed(text.dropFirst(5)) }
        if text.hasPrefix("-") { text = trimmed(text.dropFirst()) }
        let name = text.lowercased()
        return groupNames.contains(name) ? name : nil
    }

    /// The lines holding only comments, and of those the ones heading a group, by group.
    static func commentLines(in source: SwiftSource) -> (plain: Set<Int>, headings: [Int: String]) {
        var codeLines = [Bool](repeating: false, count: (source.tokens.last?.endLine ?? 0) + 1)
        for token in source.tokens {
            for line in token.line...token.endLine { codeLines[line] = true }
        }
        var plain: Set<Int> = []
        var headings: [Int: String] = [:]
        for comment in source.comments
        where !codeLines.indices.contains(comment.line) || !codeLines[comment.line] {
            plain.formUnion(comment.line...comment.endLine)
            if let group = group(of: comment) { headings[comment.line] = group }
        }
        return (plain, headings)
    }

    /// The apply calls of the group headed by the comment on line `heading` (`callsByLine` has
    /// the first call of each line): the calls on the lines below it, up to the first line that
    /// is neither a call nor one of `passing` (plain comments and `#if` directives), or that
    /// heads another group.
    static func calls(
        under heading: Int, callsByLine: [Int: ApplyCall], passing: Set<Int>, headings: Set<Int>
    ) -> [ApplyCall] {
        var group: [ApplyCall] = []
        var line = heading + 1
        while true {
            if let call = callsByLine[line] {
                group.append(call)
            } else if !passing.contains(line) || headings.contains(line) {
                return group
            }
            line += 1
        }
    }

    /// `text` without leading and trailing spaces and tabs.
    private static func trimmed(_ text: Substring) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
            let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return text[first...last]
    }
}
