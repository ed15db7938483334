/// Appends references to an existing array of the project file, one per line in the layout
/// of the lines around it (inline if the array is written on one line).
struct ArrayAppender {
    let bounds: LineBounds
    let comments: [PlistComment]

    /// The insertions that append `items` to `array`.
    func append(_ items: [ListItem], to array: PlistNode) -> [ByteInsertion] {
        guard !items.isEmpty, case .array(let existing, let trailingComma) = array.value else {
            return []
        }
        var insertions: [ByteInsertion] = []
        let close = array.end - 1
        if let last = existing.last, !trailingComma {
            // After the item's comment, if it has one: `ID /* name */,`.
            let comment = comments.last { $0.start >= last.end && $0.end <= close }
            insertions.append(ByteInsertion(offset: comment?.end ?? last.end, text: ","))
        }
        let itemsOnOwnLines = existing.last.map { bounds.lineStart(before: $0.start) != nil }
        if let lineStart = bounds.lineStart(before: close), itemsOnOwnLines ?? true {
            let indent = bounds.indentation(of: close) + "\t"
            let text = items.map { indent + $0.text + ",\n" }.joined()
            insertions.append(ByteInsertion(offset: lineStart, text: text))
        } else {
            let spaced = [0x20, 0x09, 0x0A, UInt8(ascii: "(")].contains(bounds.bytes[close - 1])
            let text = (spaced ? "" : " ") + items.map { $0.text + ", " }.joined()
            insertions.append(ByteInsertion(offset: close, text: text))
        }
        return insertions
    }
}
