import ViperGenOutput
import ViperGenSwiftSource
import ViperGenSystem

/// One ``DeclarationScan`` going down the tree: what it found so far and the next index.
struct DeclarationWalk {
    /// A folder or file met on the way.
    enum Node {
        /// One the previous index has a record of, of the same kind, at this position.
        case recorded(Int)
        /// One the previous index does not have: its absolute path and its name.
        case fresh(path: String, name: [UInt8])
    }

    /// The file system to look in.
    let fileSystem: any FileSystem
    /// Entries changed at or after this instant are not settled in the next index.
    let settledBefore: Int64
    /// What the scan looks for.
    let query: DeclarationQuery
    /// The previous index's records (none without one).
    let records: [DeclarationIndex.Record]
    /// The previous index's bytes, which its records point into.
    let bytes: [UInt8]
    /// The absolute paths of the previous index's records.
    let paths: PathList
    /// The stamps of the previous index's records, taken as the scan began.
    let stamps: [FileStamp?]
    /// The next index.
    var builder: DeclarationIndexBuilder
    /// The files that match the query.
    var found: [DeclarationScan.ScannedFile] = []

    /// A walk from what `start` holds, building the next index into `builder`.
    init(
        start: StampedIndex, fileSystem: any FileSystem, settledBefore: Int64,
        query: DeclarationQuery
    ) {
        self.fileSystem = fileSystem
        self.settledBefore = settledBefore
        self.query = query
        records = start.index?.records ?? []
        bytes = start.index?.bytes ?? []
        paths = start.paths
        stamps = start.stamps
        // Room for the previous index and a quarter more, so that a grown app does not make
        // the next index copy itself as it grows.
        builder = DeclarationIndexBuilder(
            root: start.root, capacity: bytes.count + bytes.count / 4 + 4_096)
    }

    /// The absolute path of `node`.
    private func path(of node: Node) -> String {
        switch node {
        case .recorded(let position): paths[position]
        case .fresh(let path, _): path
        }
    }

    /// The name of `node`.
    private func name(of node: Node) -> ArraySlice<UInt8> {
        switch node {
        case .recorded(let position): bytes[records[position].name]
        case .fresh(_, let name): name[...]
        }
    }

    /// The position of `node`'s record in the previous index, if it has one whose stamp is
    /// `stamp` and settled.
    private func unchanged(_ node: Node, stamp: FileStamp?) -> Int? {
        guard case .recorded(let position) = node, let stamp, records[position].isSettled,
            records[position].stamp == stamp
        else { return nil }
        return position
    }

    /// Whether `stamp` is of an entry that had not changed for a while when the scan began.
    private func isSettled(_ stamp: FileStamp?, kind: FileEntryKind) -> Bool {
        stamp.map { $0.kind == kind && $0.latest < settledBefore } ?? false
    }

    /// Goes through the folder `node` whose stamp is `stamp`: from the index while the stamp
    /// is the one it holds, else listed; one that cannot be listed is passed over.
    mutating func folder(_ node: Node, stamp: FileStamp?) {
        if let position = unchanged(node, stamp: stamp) {
            builder.openFolder(copying: bytes[records[position].bytes])
            var entry = position + 1
            let end = position + 1 + records[position].descendants
            while entry < end {
                if records[entry].isFolder {
                    folder(.recorded(entry), stamp: stamps[entry])
                } else {
                    file(.recorded(entry), stamp: stamps[entry])
                }
                entry += 1 + records[entry].descendants
            }
            builder.closeFolder()
            return
        }
        guard let directory = try? AbsolutePath(validating: path(of: node)),
            let names = try? fileSystem.contentsOfDirectory(at: directory)
        else { return }
        builder.openFolder(
            name: name(of: node), stamp: stamp, settled: isSettled(stamp, kind: .directory))
        let known = knownEntries(of: node)
        for name in names where !name.hasPrefix(".") {
            let entry = directory.appending(component: name)
            let record = known[name]
            let stamp = record.map { stamps[$0] } ?? (try? fileSystem.stamp(at: entry)) ?? nil
            let kind = stamp?.kind ?? (try? fileSystem.entryKind(at: entry)) ?? nil
            let node: Node =
                if let record, records[record].isFolder == (kind == .directory) {
                    .recorded(record)
                } else {
                    .fresh(path: entry.pathString, name: Array(name.utf8))
                }
            switch kind {
            case .directory where !SwiftFileFinder.isSkipped(name):
                folder(node, stamp: stamp)
            case .file, .symbolicLink:
                if name.hasSuffix(".swift") { file(node, stamp: stamp) }
            default:
                break
            }
        }
        builder.closeFolder()
    }

    /// The positions of the records of the entries of the folder `node` in the previous
    /// index, by name.
    private func knownEntries(of node: Node) -> [String: Int] {
        guard case .recorded(let position) = node else { return [:] }
        var known: [String: Int] = [:]
        var entry = position + 1
        let end = position + 1 + records[position].descendants
        while entry < end {
            known[String(decoding: bytes[records[entry].name], as: UTF8.self)] = entry
            entry += 1 + records[entry].descendants
        }
        return known
    }

    /// Goes through the Swift file `node` whose stamp is `stamp`: its types from the index
    /// while the stamp is the one it holds, else read (none when it cannot be read).
    mutating func file(_ node: Node, stamp: FileStamp?) {
        if let position = unchanged(node, stamp: stamp) {
            let record = records[position]
            builder.addFile(copying: bytes[record.bytes], settled: true)
            if query.matches(name: bytes[record.name], types: bytes[record.types]) {
                let types = bytes[record.types].split(separator: 32).map {
                    String(decoding: $0, as: UTF8.self)
                }
                found.append(.init(path: path(of: node), types: types))
            }
            return
        }
        let path = path(of: node)
        let name = name(of: node)
        let contents = try? fileSystem.readFile(at: AbsolutePath(validating: path))
        let types =
            contents.map {
                DeclarationScanner.declaredTypes(inUTF8: $0)
            } ?? []
        let joined = Array(types.joined(separator: " ").utf8)
        builder.addFile(
            name: name, stamp: stamp, settled: contents != nil && isSettled(stamp, kind: .file),
            types: joined)
        if query.matches(name: name, types: joined[...]) {
            found.append(.init(path: path, types: types))
        }
    }
}
