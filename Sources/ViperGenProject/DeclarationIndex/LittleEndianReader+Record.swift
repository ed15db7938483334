import ViperGenSystem
import ViperGenText

extension LittleEndianReader {
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
