/// Places new objects in their class's `/* Begin X section */` in identifier order, opening a
/// section (in alphabetical order among the others) when the file has none for the class.
struct SectionInserter {
    let document: ProjectDocument
    let bounds: LineBounds

    /// The insertions for `objects`.
    func insert(_ objects: [NewObject]) -> [ByteInsertion] {
        let byClass = Dictionary(grouping: objects, by: \.isa)
        var insertions: [ByteInsertion] = []
        for isa in byClass.keys.sorted() {
            let new = (byClass[isa] ?? []).sorted { $0.id < $1.id }
            let existing = document.objects(of: isa)
            if existing.isEmpty {
                insertions.append(openSection(isa, with: new))
                continue
            }
            for object in new {
                insertions.append(place(object, among: existing))
            }
        }
        return insertions
    }

    private func place(_ object: NewObject, among existing: [ProjectObject]) -> ByteInsertion {
        if let next = existing.first(where: { $0.id > object.id }) {
            if let start = bounds.lineStart(before: next.start) {
                return ByteInsertion(offset: start, text: object.text)
            }
            return ByteInsertion(offset: next.start, text: object.text.trimmingTabs + " ")
        }
        let last = existing[existing.count - 1]
        if let end = bounds.lineEnd(after: last.end) {
            return ByteInsertion(offset: end, text: object.text)
        }
        return ByteInsertion(offset: last.end, text: "\n" + object.text)
    }

    private func openSection(_ isa: String, with objects: [NewObject]) -> ByteInsertion {
        let body = objects.map(\.text).joined()
        let section = "/* Begin \(isa) section */\n" + body + "/* End \(isa) section */\n"
        let markers = document.comments.filter {
            $0.start > document.objectsNode.start && $0.end < document.objectsNode.end
        }
        if let next = markers.first(where: { sectionName($0, "Begin").map { $0 > isa } ?? false }),
            let start = bounds.lineStart(before: next.start)
        {
            return ByteInsertion(offset: start, text: section + "\n")
        }
        if let previous = markers.last(where: { sectionName($0, "End") != nil }),
            let end = bounds.lineEnd(after: previous.end)
        {
            return ByteInsertion(offset: end, text: "\n" + section)
        }
        let close = document.objectsNode.end - 1
        return ByteInsertion(offset: bounds.lineStart(before: close) ?? close, text: body)
    }

    private func sectionName(_ comment: PlistComment, _ word: String) -> String? {
        let parts = comment.text.split(separator: " ")
        guard parts.count == 3, parts[0] == word, parts[2] == "section" else { return nil }
        return String(parts[1])
    }
}
