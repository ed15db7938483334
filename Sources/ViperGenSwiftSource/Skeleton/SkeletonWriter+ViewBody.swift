extension SkeletonWriter {
    /// The property a SwiftUI conformance requires (a view's `body`, a preview's `previews`)
    /// reduced to its wiring lines (`ProfileAssembly().build()`), else with its content
    /// replaced by `Text("<Module>")`.
    ///
    /// A view's content is the exemplar's own screen, not wiring, but a type conforming to
    /// `View` without a `body` does not build; nil when the property has no body.
    mutating func requiredBody(_ item: SourceItem, introducer: Int) -> SkeletonPiece? {
        guard let open = bodyOpen(of: item, after: introducer) else { return nil }
        var reduction = FunctionReduction(
            file: file, vocabulary: vocabulary, name: "", functions: [], properties: properties,
            allowed: properties, declaredNames: declaredNames)
        if let piece = reduction.piece(item, writer: self), reduction.keptLines > 0 {
            usedMembers.formUnion(reduction.usedMembers)
            return piece
        }
        let close = file.partner[open]
        let start = documentationStart(of: item)
        let content = "Text(\"\(vocabulary.moduleName)\")"
        let head = file.text(bytes: file.lineStarts[start]..<file.tokens[open].range.upperBound)
        let closeLine = file.tokens[close].line
        let tail = file.text(
            bytes: file.tokens[close].range.lowerBound..<file.lineStarts[closeLine + 1])
        let gap = hasGap(before: start)
        if file.tokens[open].line == closeLine {
            return SkeletonPiece(text: head + " " + content + " " + tail, blankBefore: gap)
        }
        let declaration = indentation(before: item.first) ?? ""
        let inner = open + 1 < close ? indentation(before: open + 1) : nil
        let closing = indentation(before: close) ?? declaration
        let text =
            head + "\n" + (inner ?? declaration + "    ") + content + "\n" + closing + tail
        return SkeletonPiece(text: text, blankBefore: gap)
    }

    /// The spaces and tabs before the token at `index` when it is the first on its line.
    private func indentation(before index: Int) -> String? {
        let token = file.tokens[index]
        let prefix = file.text(bytes: file.lineStarts[token.line]..<token.range.lowerBound)
        return prefix.allSatisfy({ $0 == " " || $0 == "\t" }) ? prefix : nil
    }
}
