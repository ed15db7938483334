import ViperGenSystem

/// Writes a declaration index's bytes (the format ``DeclarationIndex`` describes) record by
/// record, in preorder: a folder is opened, its entries added, then it is closed, which
/// records how many records it holds.
package struct DeclarationIndexBuilder {
    /// The bytes so far.
    private var bytes: [UInt8]
    /// Where the record count goes.
    private let countOffset: Int
    /// How many records there are.
    private var count = 0
    /// The open folders: where each one's descendant count goes and its record's number.
    private var open: [(offset: Int, record: Int)] = []
    /// Whether a record is settled: an index without one spares no run anything.
    private(set) var holdsSettledRecord = false

    /// A builder for the index of `root`, with room for `capacity` bytes.
    init(root: String, capacity: Int = 0) {
        bytes = DeclarationIndex.header
        bytes.reserveCapacity(max(capacity, 64))
        let rootBytes = Array(root.utf8)
        Self.append(UInt64(rootBytes.count), width: 4, to: &bytes)
        bytes += rootBytes
        countOffset = bytes.count
        Self.append(0, width: 4, to: &bytes)
    }

    /// Starts the record of a folder named `name` (empty for the root): its entries follow
    /// until ``closeFolder()``.
    mutating func openFolder(name: some Collection<UInt8>, stamp: FileStamp?, settled: Bool) {
        open.append((bytes.count + 1, count))
        appendRecord(folder: true, name: name, stamp: stamp, settled: settled, types: [])
    }

    /// Starts a folder's record as an index holds it, byte for byte (a settled one): its
    /// entries follow until ``closeFolder()``, which writes their number over the old one.
    mutating func openFolder(copying record: ArraySlice<UInt8>) {
        open.append((bytes.count + 1, count))
        bytes += record
        count += 1
        holdsSettledRecord = true
    }

    /// Ends the folder opened last.
    mutating func closeFolder() {
        let (offset, record) = open.removeLast()
        let descendants = UInt64(count - record - 1)
        for shift in 0..<4 {
            bytes[offset + shift] = UInt8(truncatingIfNeeded: descendants >> (8 * shift))
        }
    }

    /// Adds the record of a Swift file named `name` declaring `types` (space-separated).
    mutating func addFile(
        name: some Collection<UInt8>, stamp: FileStamp?, settled: Bool,
        types: some Collection<UInt8>
    ) {
        appendRecord(folder: false, name: name, stamp: stamp, settled: settled, types: types)
    }

    /// Adds a file's record as an index holds it, byte for byte (`settled` if it is).
    mutating func addFile(copying record: ArraySlice<UInt8>, settled: Bool) {
        bytes += record
        count += 1
        holdsSettledRecord = holdsSettledRecord || settled
    }

    /// The finished file: the record count filled in and the checksum appended, in place (an
    /// index is megabytes in a large app), which leaves the builder empty.
    mutating func finish() -> [UInt8] {
        for shift in 0..<4 {
            bytes[countOffset + shift] = UInt8(truncatingIfNeeded: count >> (8 * shift))
        }
        Self.append(DeclarationIndex.checksum(of: bytes[...]), width: 8, to: &bytes)
        defer { bytes = [] }
        return bytes
    }

    /// Appends one record; an unknown stamp is written as zeros, never trusted.
    private mutating func appendRecord(
        folder: Bool, name: some Collection<UInt8>, stamp: FileStamp?, settled: Bool,
        types: some Collection<UInt8>
    ) {
        let trusted = settled && stamp != nil
        holdsSettledRecord = holdsSettledRecord || trusted
        bytes.append(
            (folder ? DeclarationIndex.folderFlag : 0)
                | (trusted ? DeclarationIndex.settledFlag : 0))
        Self.append(0, width: 4, to: &bytes)
        Self.append(stamp?.device ?? 0, width: 8, to: &bytes)
        Self.append(stamp?.inode ?? 0, width: 8, to: &bytes)
        Self.append(UInt64(bitPattern: stamp?.size ?? 0), width: 8, to: &bytes)
        Self.append(UInt64(bitPattern: stamp?.modified ?? 0), width: 8, to: &bytes)
        Self.append(UInt64(bitPattern: stamp?.changed ?? 0), width: 8, to: &bytes)
        Self.append(UInt64(name.count), width: 2, to: &bytes)
        bytes += name
        Self.append(UInt64(types.count), width: 4, to: &bytes)
        bytes += types
        count += 1
    }

    /// Appends `value`'s low `width` bytes, least significant first.
    private static func append(_ value: UInt64, width: Int, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0.prefix(width) }
    }
}
