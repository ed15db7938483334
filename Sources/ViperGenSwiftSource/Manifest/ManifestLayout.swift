/// How a manifest is formatted, read from the file so new lines look like their neighbours:
/// its indentation unit and whether its multi-line arrays end with a comma.
struct ManifestLayout {
    /// One level of indentation: a tab, or the spaces the file indents by.
    let unit: String
    /// Whether a multi-line array's last element is followed by a comma.
    let trailingCommas: Bool

    /// The layout of `text`: the indentation of `package`'s first argument past the call's
    /// line when it starts a line, else the smallest indentation of a line (tabs win when a line
    /// starts with one); and the majority style of its multi-line arrays (commas when tied).
    init(of text: ManifestText, package: ManifestList? = nil) {
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
        let guess = tabs ? "\t" : String(repeating: " ", count: min(max(smallest ?? 4, 2), 8))
        unit = package.flatMap { Self.argumentIndentation(of: $0, in: text) } ?? guess
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

    /// How much deeper than its call's line `call`'s first argument is indented, when it starts
    /// a line of its own.
    private static func argumentIndentation(of call: ManifestList, in text: ManifestText) -> String?
    {
        guard let first = call.items.first, text.source.isFirstOnLine(first.first) else {
            return nil
        }
        let outer = text.indentation(ofLine: text.tokens[call.open].line)
        let inner = text.indentation(ofLine: text.tokens[first.first].line)
        guard inner.hasPrefix(outer), inner.count > outer.count else { return nil }
        return String(inner.dropFirst(outer.count))
    }

    /// A layout with the given unit and comma style.
    init(unit: String, trailingCommas: Bool) {
        self.unit = unit
        self.trailingCommas = trailingCommas
    }
}
