import ViperGenSystem

/// The index's file format: lines of tab-separated fields, the header, the root, then
/// `d`, path, stamp, entries (`d` or `f` before each name) for a folder and `f`, path, stamp,
/// types (space-separated) for a file. A record whose names hold a tab or a line break is
/// left out, so that folder or file is read again each run. Records come in no set order.
/// Read and written as bytes: the index of a large app has tens of thousands of records.
extension DeclarationIndex {
    /// The index as its file holds it.
    func encoded() -> [UInt8] {
        var bytes = Array((Self.header + "\n" + root + "\n").utf8)
        bytes.reserveCapacity(folders.count * 160 + files.count * 100)
        for (path, folder) in folders
        where Self.isPlain(path) && folder.entries.allSatisfy({ Self.isPlain($0.name) }) {
            Self.append(kind: "d", path: path, stamp: folder.stamp, to: &bytes)
            for entry in folder.entries {
                bytes.append(9)
                bytes.append(entry.isFolder ? UInt8(ascii: "d") : UInt8(ascii: "f"))
                bytes.append(contentsOf: entry.name.utf8)
            }
            bytes.append(10)
        }
        for (path, file) in files where Self.isPlain(path) {
            Self.append(kind: "f", path: path, stamp: file.stamp, to: &bytes)
            bytes.append(9)
            bytes.append(contentsOf: file.types.joined(separator: " ").utf8)
            bytes.append(10)
        }
        return bytes
    }

    /// The index `bytes` hold for `root`, or nil when they are not one (another version,
    /// another root, a damaged record): the caller then starts from an empty index.
    init?(decoding bytes: [UInt8], root: String) {
        self.root = root
        let decoded = bytes.withUnsafeBufferPointer { buffer -> Bool in
            var lines = DelimitedFields(buffer[...], separator: 10)
            guard buffer.last == 10, let header = lines.next(), let stored = lines.next(),
                header.elementsEqual(Self.header.utf8), stored.elementsEqual(root.utf8)
            else { return false }
            while let line = lines.next(), !(line.isEmpty && lines.isAtEnd) {
                guard decodeRecord(line) else { return false }
            }
            return true
        }
        if !decoded { return nil }
    }

    /// Adds the record on `line` to the index; false when it is not one.
    private mutating func decodeRecord(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var fields = DelimitedFields(line, separator: 9)
        guard let kind = fields.next(), kind.count == 1, let path = fields.next() else {
            return false
        }
        var numbers: [Int64] = []
        for _ in 0..<5 {
            guard let field = fields.next(), let number = Self.number(field) else { return false }
            numbers.append(number)
        }
        let relative = String(decoding: path, as: UTF8.self)
        switch kind.first {
        case UInt8(ascii: "d"):
            var entries: [DeclarationIndexEntry] = []
            while let field = fields.next() {
                guard field.count > 1, let mark = field.first,
                    mark == UInt8(ascii: "d") || mark == UInt8(ascii: "f")
                else { return false }
                entries.append(
                    DeclarationIndexEntry(
                        name: String(decoding: field.dropFirst(), as: UTF8.self),
                        isFolder: mark == UInt8(ascii: "d")))
            }
            folders[relative] = Folder(
                stamp: Self.stamp(numbers, kind: .directory), entries: entries)
        case UInt8(ascii: "f"):
            guard let field = fields.next(), fields.next() == nil else { return false }
            let types = field.split(separator: 32).map { String(decoding: $0, as: UTF8.self) }
            files[relative] = File(stamp: Self.stamp(numbers, kind: .file), types: types)
        default:
            return false
        }
        return true
    }

    /// Whether `text` can stand in a field: no tab, no line break.
    private static func isPlain(_ text: String) -> Bool {
        !text.utf8.contains { $0 == 9 || $0 == 10 }
    }

    /// Appends the kind, path and stamp fields of a record to `bytes`.
    private static func append(
        kind: Unicode.Scalar, path: String, stamp: FileStamp, to bytes: inout [UInt8]
    ) {
        bytes.append(UInt8(ascii: kind))
        bytes.append(9)
        bytes.append(contentsOf: path.utf8)
        for number in [
            Int64(bitPattern: stamp.device), Int64(bitPattern: stamp.inode), stamp.size,
            stamp.modified, stamp.changed,
        ] {
            bytes.append(9)
            bytes.append(contentsOf: String(number).utf8)
        }
    }

    /// The signed decimal number `field` spells, or nil.
    private static func number(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> Int64? {
        var digits = field[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 19 else { return nil }
        var value: Int64 = 0
        for digit in digits {
            guard digit >= 48, digit <= 57 else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(Int64(digit - 48))
            if overflow || carry { return nil }
            value = sum
        }
        return negative ? -value : value
    }

    /// The stamp of five numbers: device, inode, size, modified and changed times.
    private static func stamp(_ numbers: [Int64], kind: FileEntryKind) -> FileStamp {
        FileStamp(
            device: UInt64(bitPattern: numbers[0]), inode: UInt64(bitPattern: numbers[1]),
            size: numbers[2], modified: numbers[3], changed: numbers[4], kind: kind)
    }
}
