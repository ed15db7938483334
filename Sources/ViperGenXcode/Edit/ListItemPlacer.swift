/// Inserts a reference into an existing list next to one of its items, on a line of its own
/// when the list has one item per line.
struct ListItemPlacer {
    let bounds: LineBounds
    let comments: [PlistComment]

    /// The insertions that put `item` right after `anchor`, an item of `list`.
    func insert(_ item: ListItem, after anchor: PlistNode, in list: PlistNode) -> [ByteInsertion] {
        guard let items = list.items, let last = items.last else { return [] }
        if anchor == last {
            return ArrayAppender(bounds: bounds, comments: comments).append([item], to: list)
        }
        let end = ListItemExtent.end(of: anchor, in: bounds)
        if bounds.lineStart(before: anchor.start) != nil, let lineEnd = bounds.lineEnd(after: end) {
            let text = bounds.indentation(of: anchor.start) + item.text + ",\n"
            return [ByteInsertion(offset: lineEnd, text: text)]
        }
        return [ByteInsertion(offset: end, text: " " + item.text + ",")]
    }

    /// The insertions that put `item` first in `list`.
    func insertFirst(_ item: ListItem, in list: PlistNode) -> [ByteInsertion] {
        guard let first = list.items?.first else {
            return ArrayAppender(bounds: bounds, comments: comments).append([item], to: list)
        }
        if let start = bounds.lineStart(before: first.start) {
            let text = bounds.indentation(of: first.start) + item.text + ",\n"
            return [ByteInsertion(offset: start, text: text)]
        }
        return [ByteInsertion(offset: first.start, text: item.text + ", ")]
    }
}
