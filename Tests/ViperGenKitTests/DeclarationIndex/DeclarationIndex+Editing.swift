import ViperGenSystem

@testable import ViperGenKit
@testable import ViperGenProject

/// Test-side access to an index: its records by path, and copies with records changed the
/// way a stale or tampered index would have them.
extension DeclarationIndex {
    /// Each record's position, by path relative to the root ("" for the root).
    var positions: [String: Int] {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let paths = paths()
        return Dictionary(
            uniqueKeysWithValues: records.indices.map { position in
                let path = paths[position]
                return (path == root ? "" : String(path.dropFirst(prefix.count)), position)
            })
    }

    /// The types the file at `path` (relative) holds, or nil when it has no record.
    func types(at path: String) -> [String]? {
        positions[path].map { position in
            bytes[records[position].types].split(separator: 32).map {
                String(decoding: $0, as: UTF8.self)
            }
        }
    }

    /// A copy with the types of the files at the keys of `types` replaced, the inode of the
    /// files at `newInodes` changed, and a copy of the record at `duplicate.of` added to the
    /// folder at `duplicate.into` under the name `duplicate.name`.
    func edited(
        types: [String: [String]] = [:], newInodes: Set<String> = [],
        duplicate: (of: String, into: String, name: String)? = nil
    ) -> DeclarationIndex {
        var builder = DeclarationIndexBuilder(root: root)
        let byPosition = Dictionary(uniqueKeysWithValues: positions.map { ($1, $0) })
        var ends: [Int] = []
        for (position, record) in records.enumerated() {
            while let end = ends.last, end <= position {
                ends.removeLast()
                builder.closeFolder()
            }
            let path = byPosition[position] ?? ""
            var stamp = record.stamp
            if newInodes.contains(path) { stamp.inode += 1 }
            if record.isFolder {
                builder.openFolder(
                    name: bytes[record.name], stamp: stamp, settled: record.isSettled)
                ends.append(position + 1 + record.descendants)
                if let duplicate, duplicate.into == path, let copied = positions[duplicate.of] {
                    let source = records[copied]
                    builder.addFile(
                        name: Array(duplicate.name.utf8), stamp: source.stamp,
                        settled: source.isSettled, types: bytes[source.types])
                }
            } else {
                let declared = types[path].map { Array($0.joined(separator: " ").utf8)[...] }
                builder.addFile(
                    name: bytes[record.name], stamp: stamp, settled: record.isSettled,
                    types: declared ?? bytes[record.types])
            }
        }
        for _ in ends { builder.closeFolder() }
        guard let edited = DeclarationIndex(decoding: builder.finish(), root: root) else {
            preconditionFailure("an edited index does not read back")
        }
        return edited
    }
}
