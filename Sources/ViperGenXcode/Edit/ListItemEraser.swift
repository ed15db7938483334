/// Deletes references from the lists that hold them (a group's `children`, a phase's `files`,
/// a target's `buildPhases`), each with its comment and comma, keeping the list's layout.
struct ListItemEraser {
    let document: ProjectDocument
    let bounds: LineBounds

    /// The lists whose items are references to objects that can be removed.
    private static let keys = ["children", "files", "buildPhases"]

    /// The deletions that take every reference to the objects `ids` out of the lists of the
    /// objects that stay.
    func erase(_ ids: Set<String>) -> [ByteDeletion] {
        var deletions: [ByteDeletion] = []
        for id in document.order where !ids.contains(id) {
            guard let object = document[id] else { continue }
            for key in Self.keys {
                for item in object.node[key]?.items ?? []
                where item.string.map(ids.contains) ?? false {
                    deletions.append(bounds.deletion(of: item.start, end(of: item)))
                }
            }
        }
        return deletions
    }

    /// The offset just past `item`'s comment and comma, where it has them.
    private func end(of item: PlistNode) -> Int {
        let bytes = bounds.bytes
        var end = item.end
        var index = bounds.firstNonBlank(from: end)
        if bytes[index...].starts(with: "/*".utf8) {
            index += 2
            while index < bytes.count, !bytes[index...].starts(with: "*/".utf8) { index += 1 }
            end = min(index + 2, bytes.count)
            index = bounds.firstNonBlank(from: end)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") { end = index + 1 }
        return end
    }

}
