/// Adds a list entry (`key = ( items );`) to an object where Xcode puts it: among the other
/// keys in alphabetical order, `isa` first, one item per line when the object has a line per
/// field.
struct ListEntryInserter {
    let bounds: LineBounds

    /// The insertions that give `object` the list `key` holding `items`.
    func insert(_ key: String, items: [ListItem], into object: ProjectObject) -> [ByteInsertion] {
        guard let entries = object.node.entries, let last = entries.last else { return [] }
        let next = entries.first { $0.key != "isa" && $0.key > key }
        if let next, let start = bounds.lineStart(before: next.start) {
            let text = lines(key, items, indent: bounds.indentation(of: next.start))
            return [ByteInsertion(offset: start, text: text)]
        }
        if next == nil, bounds.lineStart(before: last.start) != nil,
            let end = bounds.lineEnd(after: last.end)
        {
            let text = lines(key, items, indent: bounds.indentation(of: last.start))
            return [ByteInsertion(offset: end, text: text)]
        }
        let inline = "\(key) = (" + items.map { $0.text + ", " }.joined() + "); "
        return [ByteInsertion(offset: next?.start ?? object.node.end - 1, text: inline)]
    }

    private func lines(_ key: String, _ items: [ListItem], indent: String) -> String {
        "\(indent)\(key) = (\n" + items.map { "\(indent)\t\($0.text),\n" }.joined()
            + "\(indent));\n"
    }
}
