/// The comma-separated items between a `(` or `[` and its closing bracket in a manifest: a
/// call's arguments or an array's elements.
struct ManifestList {
    /// One item: its tokens, its label (`name:`), and the comma after it.
    struct Item {
        /// The index of its first token (the label's, when it has one).
        let first: Int
        /// The index of its last token.
        let last: Int
        /// The index of the `,` after it, if any.
        let comma: Int?
        /// Its label, for a call's argument `label: value`.
        let label: String?

        /// The index of the value's first token (after the label and colon).
        var valueFirst: Int { label == nil ? first : first + 2 }
    }

    /// The index of the `(` or `[`.
    let open: Int
    /// The index of the closing bracket.
    let close: Int
    /// The items in order.
    let items: [Item]

    /// The list opening at token `open` of `text`; nil when it is not closed.
    init?(open: Int, in text: ManifestText) {
        guard let close = text.source.closing(of: open) else { return nil }
        self.open = open
        self.close = close
        let tokens = text.tokens
        var items: [Item] = []
        var first: Int?
        var last = open
        func finish(comma: Int?) {
            guard let start = first else { return }
            let labeled =
                start + 2 <= last && tokens[start].kind == .identifier
                && tokens[start + 1].isCode(":")
            items.append(
                Item(
                    first: start, last: last, comma: comma,
                    label: labeled ? tokens[start].text : nil))
            first = nil
        }
        for index in text.source.topLevelIndices(between: open, and: close) {
            if tokens[index].isCode(",") {
                finish(comma: index)
            } else {
                if first == nil { first = index }
                last = index
            }
        }
        finish(comma: nil)
        self.items = items
    }

    /// The index of the item labeled `label`.
    func index(labeled label: String) -> Int? {
        items.firstIndex { $0.label == label }
    }

    /// Whether the last item is followed by a comma.
    var hasTrailingComma: Bool { items.last?.comma != nil }
}
