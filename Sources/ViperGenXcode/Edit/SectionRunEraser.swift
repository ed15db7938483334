/// Deletes objects from the project file like ``ObjectEraser``, and the sections they empty,
/// taking neighbouring emptied sections out as one run so that exactly one blank line parted
/// them from the rest goes with them (two sections opened side by side, then closed, leave no
/// stray blank line).
struct SectionRunEraser {
    let document: ProjectDocument
    let bounds: LineBounds

    /// The deletions that take out the objects `ids`.
    func erase(_ ids: Set<String>) -> [ByteDeletion] {
        var deletions: [ByteDeletion] = []
        var classes: Set<String> = []
        for id in ids {
            guard let object = document[id] else { continue }
            deletions.append(bounds.deletion(of: object.start, object.end))
            classes.insert(object.isa)
        }
        let emptied = classes.filter {
            document.objects(of: $0).allSatisfy { ids.contains($0.id) }
        }
        var runs: [Range<Int>] = []
        let sections = emptied.compactMap(section).filter { range in
            !document.objects.values.contains { range.contains($0.start) && !ids.contains($0.id) }
        }
        for range in sections.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = runs.last, onlyBlankLines(last.upperBound..<range.lowerBound) {
                runs[runs.count - 1] = last.lowerBound..<range.upperBound
            } else {
                runs.append(range)
            }
        }
        return deletions + runs.map(withOneBlankLine)
    }

    /// The lines from the `Begin` marker of class `isa`'s section to its `End` marker, if the
    /// file has both on lines of their own.
    private func section(_ isa: String) -> Range<Int>? {
        let node = document.objectsNode
        let markers = document.comments.filter { $0.start > node.start && $0.end < node.end }
        guard let begin = markers.first(where: { $0.text == "Begin \(isa) section" }),
            let end = markers.first(where: { $0.text == "End \(isa) section" }),
            begin.end < end.start,
            let start = bounds.lineStart(before: begin.start),
            let stop = bounds.lineEnd(after: end.end)
        else { return nil }
        return start..<stop
    }

    private func onlyBlankLines(_ range: Range<Int>) -> Bool {
        range.lowerBound <= range.upperBound
            && bounds.bytes[range].allSatisfy { $0 == 0x0A || $0 == 0x20 || $0 == 0x09 }
    }

    /// `range` with the blank line after it, else the one before it.
    private func withOneBlankLine(_ range: Range<Int>) -> ByteDeletion {
        let bytes = bounds.bytes
        if range.upperBound < bytes.count, bytes[range.upperBound] == 0x0A {
            return ByteDeletion(range: range.lowerBound..<range.upperBound + 1)
        }
        if range.lowerBound >= 2, bytes[range.lowerBound - 1] == 0x0A,
            bytes[range.lowerBound - 2] == 0x0A
        {
            return ByteDeletion(range: range.lowerBound - 1..<range.upperBound)
        }
        return ByteDeletion(range: range)
    }
}
