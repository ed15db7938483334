import ViperGenSystem

/// Reads the declaration index's fields in order from its bytes, each a little-endian
/// integer or a run of bytes; every read checks that the bytes are there.
struct LittleEndianReader {
    /// The bytes read.
    let bytes: ArraySlice<UInt8>
    /// The next byte to read.
    var offset: Int
    /// Where reading stops.
    var end: Int

    /// A reader at the start of `bytes`.
    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        offset = bytes.startIndex
        end = bytes.endIndex
    }

    /// A reader at the start of `bytes`.
    init(_ bytes: [UInt8]) { self.init(bytes[...]) }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset == end }

    /// The next `count` bytes (fewer at the end, which a comparison then refuses).
    mutating func take(_ count: Int) -> ArraySlice<UInt8> {
        let taken = bytes[offset..<min(end, offset + count)]
        offset = taken.endIndex
        return taken
    }

    /// The unsigned integer the next `width` bytes spell, or nil past the end.
    mutating func unsigned(_ width: Int) -> UInt64? {
        guard offset + width <= end else { return nil }
        let start = offset - bytes.startIndex
        offset += width
        if width == 8 {
            return bytes.withUnsafeBytes {
                UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: start, as: UInt64.self))
            }
        }
        var value: UInt64 = 0
        for shift in 0..<width { value |= UInt64(bytes[offset - width + shift]) << (8 * shift) }
        return value
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
        guard name.upperBound + 4 <= end else { return nil }
        offset = name.upperBound
        guard let typesLength = length(4), offset + typesLength <= end else { return nil }
        let types = offset..<(offset + typesLength)
        offset = types.upperBound
        let isFolder = flags & Int(DeclarationIndex.folderFlag) != 0
        guard !bytes[name].contains(where: { $0 == 0 || $0 == UInt8(ascii: "/") }),
            !bytes[name].elementsEqual([46]), !bytes[name].elementsEqual([46, 46])
        else { return nil }
        return DeclarationIndex.Record(
            isFolder: isFolder, isSettled: flags & Int(DeclarationIndex.settledFlag) != 0,
            descendants: descendants,
            stamp: FileStamp(
                device: device, inode: inode, size: Int64(bitPattern: size),
                modified: Int64(bitPattern: modified), changed: Int64(bitPattern: changed),
                kind: isFolder ? .directory : .file),
            name: name, types: types, bytes: start..<offset)
    }
}
