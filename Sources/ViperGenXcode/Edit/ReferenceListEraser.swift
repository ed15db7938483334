/// Deletes references from the lists `keys` of the objects that stay, each with its comment
/// and comma, keeping the list's layout; and whole list entries when asked.
struct ReferenceListEraser {
    let document: ProjectDocument
    let bounds: LineBounds
    /// The list keys to look in, such as `packageReferences` or `files`.
    let keys: [String]

    /// The deletions that take every reference to the objects `ids` out of the lists.
    func erase(_ ids: Set<String>) -> [ByteDeletion] {
        var deletions: [ByteDeletion] = []
        for id in document.order where !ids.contains(id) {
            guard let object = document[id] else { continue }
            for key in keys {
                for item in object.node[key]?.items ?? []
                where item.string.map(ids.contains) ?? false {
                    let end = ListItemExtent.end(of: item, in: bounds)
                    deletions.append(bounds.deletion(of: item.start, end))
                }
            }
        }
        return deletions
    }

    /// The deletion of the entry `key` of `object`, whole lines when it has its own.
    func eraseEntry(_ key: String, of object: ProjectObject) -> [ByteDeletion] {
        guard let entry = object.node.entries?.first(where: { $0.key == key }) else { return [] }
        return [bounds.deletion(of: entry.start, entry.end)]
    }
}
