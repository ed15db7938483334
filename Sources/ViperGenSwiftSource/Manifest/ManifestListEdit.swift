/// The byte edits that insert an item into a manifest list or remove one, in the list's own
/// style: an item on lines of its own next to neighbours on lines of their own, else inline
/// (`["A", "B"]` gets `, "C"`); the list's trailing comma kept or not as it is; removing an
/// inserted item gives back the original bytes.
struct ManifestListEdit {
    /// The manifest.
    let text: ManifestText
    /// The list edited.
    let list: ManifestList
    /// The manifest's formatting.
    let layout: ManifestLayout

    /// Whether the list is an array literal (whose last element may take a comma in any tools
    /// version), not a call's arguments.
    private var isArray: Bool { text.tokens[list.open].isCode("[") }

    /// Whether `item` fills its lines: first on its first line, and nothing but its comma and
    /// a comment after it on its last line.
    func isAlone(_ item: ManifestList.Item) -> Bool {
        let end = item.comma ?? item.last
        return text.source.isFirstOnLine(item.first) && end + 1 < text.tokens.count
            && text.tokens[end + 1].line > text.tokens[end].endLine
    }

    /// The edits inserting `item` so that `position` items come before it.
    func inserting(_ item: ManifestItemText, at position: Int) -> [ManifestByteEdit] {
        let items = list.items
        let tokens = text.tokens
        guard !items.isEmpty else { return insertingIntoEmpty(item) }
        let neighbour = position > 0 ? items[position - 1] : items[0]
        guard isAlone(neighbour) else {
            if position > 0 {
                let end = text.ranges[neighbour.last].upperBound
                return [ManifestByteEdit(range: end..<end, replacement: ", " + item.oneLine)]
            }
            let start = text.ranges[neighbour.first].lowerBound
            return [ManifestByteEdit(range: start..<start, replacement: item.oneLine + ", ")]
        }
        let indentation = text.indentation(ofLine: tokens[neighbour.first].line)
        var edits: [ManifestByteEdit] = []
        let line: Int
        let comma: Bool
        if position > 0 {
            line = tokens[neighbour.comma ?? neighbour.last].endLine + 1
            if neighbour.comma == nil {
                let end = text.ranges[neighbour.last].upperBound
                edits.append(ManifestByteEdit(range: end..<end, replacement: ","))
            }
            comma = position < items.count || neighbour.comma != nil
        } else {
            line = tokens[neighbour.first].line
            comma = true
        }
        let terminator = text.terminator(ofLine: max(line - 1, 0))
        let added = item.lines.enumerated().map { index, content in
            indentation + content + (index == item.lines.count - 1 && comma ? "," : "")
                + terminator
        }
        let start = text.start(ofLine: line)
        edits.append(ManifestByteEdit(range: start..<start, replacement: added.joined()))
        return edits
    }

    /// The edits inserting `item` into the empty list: on lines of its own before the closing
    /// bracket when that starts a line (one level in from it), else on one line inside the
    /// brackets (after any comment there).
    private func insertingIntoEmpty(_ item: ManifestItemText) -> [ManifestByteEdit] {
        let open = text.tokens[list.open]
        let close = text.tokens[list.close]
        if close.line > open.endLine, text.source.isFirstOnLine(list.close) {
            let indentation = text.indentation(ofLine: close.line) + layout.unit
            let terminator = text.terminator(ofLine: close.line - 1)
            let comma = isArray && layout.trailingCommas ? "," : ""
            let body = item.lines.enumerated().map { index, content in
                indentation + content + (index == item.lines.count - 1 ? comma : "") + terminator
            }
            let start = text.start(ofLine: close.line)
            return [ManifestByteEdit(range: start..<start, replacement: body.joined())]
        }
        if text.hasComment(between: list.open, and: list.close) {
            let end = text.ranges[list.close].lowerBound
            return [ManifestByteEdit(range: end..<end, replacement: item.oneLine)]
        }
        let inside = text.ranges[list.open].upperBound..<text.ranges[list.close].lowerBound
        return [ManifestByteEdit(range: inside, replacement: item.oneLine)]
    }

    /// The edits removing the item at `index`: its lines when it fills them (and the comma
    /// before it when it was last without one), else its text and one separator (its own
    /// comma when it was the only one).
    func removing(at index: Int) -> [ManifestByteEdit] {
        let items = list.items
        let item = items[index]
        if isAlone(item) {
            let first = text.tokens[item.first].line
            let last = text.tokens[item.comma ?? item.last].endLine
            var edits = [
                ManifestByteEdit(
                    range: text.start(ofLine: first)..<text.start(ofLine: last + 1),
                    replacement: "")
            ]
            if item.comma == nil, index > 0, let comma = items[index - 1].comma {
                edits.append(ManifestByteEdit(range: text.ranges[comma], replacement: ""))
            }
            return edits
        }
        let range: Range<Int>
        if index > 0 {
            range =
                text.ranges[items[index - 1].last].upperBound..<text.ranges[item.last].upperBound
        } else if items.count > 1 {
            range = text.ranges[item.first].lowerBound..<text.ranges[items[1].first].lowerBound
        } else {
            range =
                text.ranges[item.first].lowerBound..<text.ranges[item.comma ?? item.last].upperBound
        }
        return [ManifestByteEdit(range: range, replacement: "")]
    }
}
