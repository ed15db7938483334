/// Reads the declaration index's fields in order from its bytes, each a little-endian
/// integer or a run of bytes; every read checks that the bytes are there.
///
/// It reads through a raw pointer (``DeclarationIndex`` decodes inside `withUnsafeBytes`):
/// an index holds tens of thousands of records, and a field costs a load, not a bounds-checked
/// collection access.
package struct LittleEndianReader {
    /// The bytes read.
    package let bytes: UnsafeRawBufferPointer
    /// The next byte to read.
    package var offset = 0
    /// Where reading stops.
    package var end: Int

    /// A reader at the start of `bytes`.
    package init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        end = bytes.count
    }

    /// Whether every byte has been read.
    package var isAtEnd: Bool { offset == end }

    /// Whether the next bytes are `expected`, read past if so.
    package mutating func take(_ expected: [UInt8]) -> Bool {
        guard offset + expected.count <= end,
            expected.elementsEqual(bytes[offset..<offset + expected.count])
        else { return false }
        offset += expected.count
        return true
    }

    /// The unsigned integer the next `width` bytes (1, 2, 4 or 8) spell, or nil past the end.
    package mutating func unsigned(_ width: Int) -> UInt64? {
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
    package mutating func length(_ width: Int) -> Int? { unsigned(width).map { Int($0) } }
}
