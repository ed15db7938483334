import ViperGenSystem

/// Reads the declaration index's fields in order from its bytes, each a little-endian
/// integer or a run of bytes; every read checks that the bytes are there.
///
/// It reads through a raw pointer (``DeclarationIndex`` decodes inside `withUnsafeBytes`):
/// an index holds tens of thousands of records, and a field costs a load, not a bounds-checked
/// collection access.
struct LittleEndianReader {
    /// The bytes read.
    let bytes: UnsafeRawBufferPointer
    /// The next byte to read.
    var offset = 0
    /// Where reading stops.
    var end: Int

    /// A reader at the start of `bytes`.
    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        end = bytes.count
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset == end }

    /// Whether the next bytes are `expected`, read past if so.
    mutating func take(_ expected: [UInt8]) -> Bool {
        guard offset + expected.count <= end,
            expected.elementsEqual(bytes[offset..<offset + expected.count])
        else { return false }
        offset += expected.count
        return true
    }

    /// The unsigned integer the next `width` bytes (1, 2, 4 or 8) spell, or nil past the end.
    mutating func unsigned(_ width: Int) -> UInt64? {
        guard offset + width <= end else { return nil }
        defer { offset += width }
        return switch width {
        case 1: UInt64(bytes[offset])
        case 2:
            UInt64(
                UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
        case 4:
            UInt64(
                UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        default: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
    }

    /// The count or length the next `width` bytes (at most 4) spell, or nil past the end.
    mutating func length(_ width: Int) -> Int? { unsigned(width).map { Int($0) } }

    /// The next record, or nil when the bytes do not hold one.
    mutating func record() -> DeclarationIndex.Record? {
        let start = offset
        guard offset + DeclarationIndex.fixedSize <= end, let flags = length(1), flags < 4,
            let descendants = length(4), let device = unsigned(8), let inode = unsigned(8),
            let size = unsigned(8), let modified = unsigned(8), let changed = unsigned(8),
            let nameLength = length(2)
        else { return nil }
        let name = offset..<(offset + nameLength)
        guard name.upperBound + 4 <= end, Self.isName(bytes[name]) else { return nil }
        offset = name.upperBound
        guard let typesLength = length(4), offset + typesLength <= end else { return nil }
        let types = offset..<(offset + typesLength)
        offset = types.upperBound
        let isFolder = flags & Int(DeclarationIndex.folderFlag) != 0
        return DeclarationIndex.Record(
            isFolder: isFolder, isSettled: flags & Int(DeclarationIndex.settledFlag) != 0,
            descendants: descendants,
            stamp: FileStamp(
                device: device, inode: inode, size: Int64(bitPattern: size),
                modified: Int64(bitPattern: modified), changed: Int64(bitPattern: changed),
                kind: isFolder ? .directory : .file),
            name: name, types: types, bytes: start..<offset)
    }

    /// Whether `name` can be an entry's name: no NUL or slash, and not `.` or `..` (empty is
    /// the root's, which the tree check allows only there).
    private static func isName(_ name: Slice<UnsafeRawBufferPointer>) -> Bool {
        guard !name.contains(where: { $0 == 0 || $0 == UInt8(ascii: "/") }) else { return false }
        return !name.elementsEqual([46]) && !name.elementsEqual([46, 46])
    }
}
