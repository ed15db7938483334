/// Appends references to an existing array of the project file, one per line in the layout
/// of the lines around it (inline if the array is written on one line).
struct ArrayAppender {
    let bounds: LineBounds

    /// The insertions that append `items` to `array`.
    func append(_ items: [ListItem], to array: PlistNode) -> [ByteInsertion] {
        guard !items.isEmpty, case .array(let existing, let trailingComma) = array.value else {
            return []
        }
        var insertions: [ByteInsertion] = []
        if let last = existing.last, !trailingComma {
            insertions.append(ByteInsertion(offset: last.end, text: ","))
        }
        let close = array.end - 1
        let itemsOnOwnLines = existing.last.map { bounds.lineStart(before: $0.start) != nil }
        if let lineStart = bounds.lineStart(before: close), itemsOnOwnLines ?? true {
            let indent = bounds.indentation(of: close) + "\t"
            let text = items.map { indent + $0.text + ",\n" }.joined()
            insertions.append(ByteInsertion(offset: lineStart, text: text))
        } else {
            let text = items.map { $0.text + ", " }.joined()
            insertions.append(ByteInsertion(offset: close, text: text))
        }
        return insertions
    }
}
