import ViperGenSystem
import ViperGenText

/// What the last run learnt about the app's Swift files, cached in
/// `.viper-gen/declaration-index` so a run need not list every folder and read every file
/// again: the sources folder's tree of folders and Swift files, each with the stamp it was
/// listed or read at and, for a file, the types it declares.
///
/// An entry is used only while its entry on disk has the same stamp (git's index is the
/// model), and only an entry that had not changed for a second before its run began is
/// *settled*, its stamp trusted: a change made in the same clock tick as the read could leave
/// the stamp as it was. The file is only a cache: one that is missing, unreadable, damaged or
/// of another version is ignored and rebuilt, never an error.
///
/// The file (``DeclarationIndexBuilder`` writes it) is binary, little-endian: the ``header``,
/// the root's length (4 bytes) and bytes, the number of records (4 bytes), the records, and a
/// checksum of all that (8 bytes, ``checksum(of:)``). The records are the tree in preorder,
/// the root folder first, each folder followed by its entries' records, in the order its
/// listing gave them: flags (1 byte: ``folderFlag``, ``settledFlag``), the number of records
/// after it that belong to it (4), the stamp's device, inode, size, modification and change
/// time (8 each), the name's length (2) and bytes, the types' length (4) and bytes (a file's
/// types, separated by spaces).
package struct DeclarationIndex: Sendable {
    /// One folder or Swift file of the tree, as the file holds it.
    struct Record: Sendable {
        /// Whether it is a folder (else a Swift file or a link to one).
        let isFolder: Bool
        /// Whether its stamp can be trusted (else it is always listed or read again).
        let isSettled: Bool
        /// How many records after it belong to it: its entries and theirs.
        let descendants: Int
        /// Its stamp when it was listed or read.
        let stamp: FileStamp
        /// Where its name lies in the file's bytes.
        let name: Range<Int>
        /// Where its types lie in the file's bytes (space-separated; empty for a folder).
        let types: Range<Int>
        /// Where the whole record lies in the file's bytes.
        let bytes: Range<Int>
    }

    /// The start of the file: another one (another version) is ignored.
    static let header = Array("viper-gen declaration index 2\n".utf8)
    /// The file's name inside `.viper-gen/`.
    static let fileName = "declaration-index"
    /// The flag of a folder's record.
    static let folderFlag: UInt8 = 1
    /// The flag of a settled record.
    static let settledFlag: UInt8 = 2
    /// The bytes of a record before its name: flags, descendants, stamp and name length.
    static let fixedSize = 1 + 4 + 40 + 2

    /// The absolute path of the folder scanned.
    let root: String
    /// The file's bytes.
    let bytes: [UInt8]
    /// The records, in preorder: the root folder first.
    let records: [Record]

    /// The index `bytes` hold for `root`, or nil when they are not one (another version,
    /// another root, a damaged or truncated file): the caller then starts from no index.
    package init?(decoding bytes: [UInt8], root: String) {
        let rootBytes = Array(root.utf8)
        guard bytes.count >= Self.header.count + 16,
            Self.checksum(of: bytes[..<(bytes.count - 8)]) == Self.storedChecksum(of: bytes),
            let records = bytes.withUnsafeBytes({ raw -> [Record]? in
                var reader = LittleEndianReader(raw)
                guard reader.take(Self.header), let rootLength = reader.length(4),
                    rootLength == rootBytes.count, reader.take(rootBytes),
                    let count = reader.length(4), count > 0, count <= raw.count / Self.fixedSize
                else { return nil }
                reader.end = raw.count - 8
                var records: [Record] = []
                records.reserveCapacity(count)
                for _ in 0..<count {
                    guard let record = reader.record() else { return nil }
                    records.append(record)
                }
                return reader.isAtEnd ? records : nil
            }), Self.isTree(records)
        else { return nil }
        self.root = root
        self.bytes = bytes
        self.records = records
    }

    /// The checksum the file ends with: 64 bits mixed from `bytes` eight at a time.
    static func checksum(of bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(raw.count)
            var offset = 0
            while offset + 8 <= raw.count {
                hash =
                    (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    &* 0x0000_0100_0000_01b3
                hash ^= hash >> 29
                offset += 8
            }
            while offset < raw.count {
                hash = (hash ^ UInt64(raw[offset])) &* 0x0000_0100_0000_01b3
                offset += 1
            }
            return hash
        }
    }

    /// The checksum the last eight bytes of `bytes` hold.
    private static func storedChecksum(of bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes {
            UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
        }
    }

    /// Whether `records` form one tree in preorder: the root is a folder holding every other
    /// record, and each record's descendants end within its parent's.
    private static func isTree(_ records: [Record]) -> Bool {
        guard records[0].isFolder, records[0].name.isEmpty,
            records[0].descendants == records.count - 1
        else { return false }
        var ends: [Int] = []
        for (position, record) in records.enumerated() {
            while let end = ends.last, end <= position { ends.removeLast() }
            let end = position + 1 + record.descendants
            guard record.isFolder || record.descendants == 0, end <= ends.last ?? records.count,
                position == 0 || !record.name.isEmpty
            else { return false }
            ends.append(end)
        }
        return true
    }

    /// The absolute path of every record, in order.
    func paths() -> PathList {
        var paths = PathList(reservingCapacity: records.count, byteCount: records.count * 96)
        var path = Array(root.utf8)
        // The open folders: where each one's records end and its path's length.
        var open: [(end: Int, length: Int)] = []
        for (position, record) in records.enumerated() {
            while let folder = open.last, folder.end <= position { open.removeLast() }
            if let parent = open.last {
                path.removeSubrange(parent.length...)
                if path.last != UInt8(ascii: "/") { path.append(UInt8(ascii: "/")) }
                path += bytes[record.name]
            }
            paths.append(path)
            if record.isFolder { open.append((position + 1 + record.descendants, path.count)) }
        }
        return paths
    }
}
