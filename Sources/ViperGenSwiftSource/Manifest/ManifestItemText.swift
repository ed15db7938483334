/// An item to insert into a manifest list (an array element or a call argument), written both
/// over several lines and on one line, so the list's own style can choose.
struct ManifestItemText: Equatable {
    /// Its lines without a trailing comma: the first at the item's indentation, later ones
    /// indented relative to it.
    let lines: [String]
    /// Its text on one line.
    let oneLine: String

    /// An item of `lines`, written `oneLine` on one line.
    init(lines: [String], oneLine: String) {
        self.lines = lines
        self.oneLine = oneLine
    }

    /// An item that is one line, `text`.
    init(_ text: String) {
        lines = [text]
        oneLine = text
    }

    /// `label: [elements]`, with the elements on lines of their own when `multiLine`.
    static func arrayArgument(
        _ label: String, elements: [String], multiLine: Bool, layout: ManifestLayout
    ) -> ManifestItemText {
        let oneLine = "\(label): [\(elements.joined(separator: ", "))]"
        guard multiLine, !elements.isEmpty else { return ManifestItemText(oneLine) }
        let body = elements.enumerated().map { index, element in
            layout.unit + element
                + (index < elements.count - 1 || layout.trailingCommas ? "," : "")
        }
        return ManifestItemText(lines: ["\(label): ["] + body + ["]"], oneLine: oneLine)
    }
}
