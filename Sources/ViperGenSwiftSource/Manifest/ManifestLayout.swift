/// How a manifest is formatted, read from the file so new lines look like their neighbours:
/// its indentation unit and whether its multi-line arrays end with a comma.
struct ManifestLayout {
    /// One level of indentation: a tab, or the spaces the file indents by.
    let unit: String
    /// Whether a multi-line array's last element is followed by a comma.
    let trailingCommas: Bool

    /// The layout of `text`: the smallest indentation of a line (tabs win when a line starts
    /// with one), and the majority style of its multi-line arrays (commas when tied).
    init(of text: ManifestText) {
        var smallest: Int?
        var tabs = false
        for line in 0..<text.lines.count {
            let indentation = text.indentation(ofLine: line)
            guard !indentation.isEmpty, text.lines.content(line).count > indentation.count else {
                continue
            }
            if indentation.hasPrefix("\t") {
                tabs = true
                break
            }
            smallest = min(smallest ?? .max, indentation.count)
        }
        unit = tabs ? "\t" : String(repeating: " ", count: min(max(smallest ?? 4, 2), 8))
        var withComma = 0
        var without = 0
        for (index, token) in text.tokens.enumerated() where token.isCode("[") {
            guard let list = ManifestList(open: index, in: text), let last = list.items.last,
                text.source.isFirstOnLine(list.close), text.tokens[last.last].line > token.line
            else { continue }
            if last.comma != nil { withComma += 1 } else { without += 1 }
        }
        trailingCommas = withComma >= without
    }

    /// A layout with the given unit and comma style.
    init(unit: String, trailingCommas: Bool) {
        self.unit = unit
        self.trailingCommas = trailingCommas
    }
}
