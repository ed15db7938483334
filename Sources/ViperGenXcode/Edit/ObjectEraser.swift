/// Deletes objects from the project file: each one's entry, and a whole section (its markers
/// and the blank line that parts it from its neighbour) when none of its class's objects is
/// left, as Xcode writes no empty sections.
struct ObjectEraser {
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
        for isa in classes.sorted()
        where document.objects(of: isa).allSatisfy({ ids.contains($0.id) }) {
            if let section = section(of: isa, holdingOnly: ids) { deletions.append(section) }
        }
        return deletions
    }

    /// The section of class `isa` from its `Begin` line to its `End` line with one blank line
    /// next to it, or nil if it has no markers or holds an object not in `ids`.
    private func section(of isa: String, holdingOnly ids: Set<String>) -> ByteDeletion? {
        let node = document.objectsNode
        let markers = document.comments.filter { $0.start > node.start && $0.end < node.end }
        guard let begin = markers.first(where: { $0.text == "Begin \(isa) section" }),
            let end = markers.first(where: { $0.text == "End \(isa) section" }),
            begin.end < end.start,
            let start = bounds.lineStart(before: begin.start),
            let stop = bounds.lineEnd(after: end.end),
            !document.objects.values.contains(where: {
                $0.start > begin.end && $0.start < end.start && !ids.contains($0.id)
            })
        else { return nil }
        let bytes = bounds.bytes
        if stop < bytes.count, bytes[stop] == 0x0A {
            return ByteDeletion(range: start..<stop + 1)
        }
        if start >= 2, bytes[start - 1] == 0x0A, bytes[start - 2] == 0x0A {
            return ByteDeletion(range: start - 1..<stop)
        }
        return ByteDeletion(range: start..<stop)
    }
}
