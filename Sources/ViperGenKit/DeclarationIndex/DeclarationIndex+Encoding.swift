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
            for (position, type) in file.types.enumerated() {
                if position > 0 { bytes.append(32) }
                bytes.append(contentsOf: type.utf8)
            }
            bytes.append(10)
        }
        return bytes
    }

    /// The index `bytes` hold for `root`, or nil when they are not one (another version,
    /// another root, a damaged record): the caller then starts from an empty index.
    init?(decoding bytes: [UInt8], root: String) {
        self.root = root
        let decoded = bytes.withUnsafeBufferPointer { buffer -> Bool in
            reserveCapacity(for: buffer)
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
        guard
            let stamp = Self.stamp(
                &fields, kind: kind.first == UInt8(ascii: "d") ? .directory : .file)
        else { return false }
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
            folders[relative] = Folder(stamp: stamp, entries: entries)
        case UInt8(ascii: "f"):
            guard let field = fields.next(), fields.next() == nil else { return false }
            var types: [String] = []
            var names = DelimitedFields(field, separator: 32)
            while let name = names.next() {
                if !name.isEmpty { types.append(String(decoding: name, as: UTF8.self)) }
            }
            files[relative] = File(stamp: stamp, types: types)
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
        appendField(Int64(bitPattern: stamp.device), to: &bytes)
        appendField(Int64(bitPattern: stamp.inode), to: &bytes)
        appendField(stamp.size, to: &bytes)
        appendField(stamp.modified, to: &bytes)
        appendField(stamp.changed, to: &bytes)
    }

    /// Appends a tab and `number` in signed decimal to `bytes`, without making a string.
    private static func appendField(_ number: Int64, to bytes: inout [UInt8]) {
        bytes.append(9)
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
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

    /// The stamp the next five fields spell (device, inode, size, modified and changed
    /// times), or nil when one is not a number.
    private static func stamp(
        _ fields: inout DelimitedFields, kind: FileEntryKind
    ) -> FileStamp? {
        guard let device = fields.next().flatMap(number), let inode = fields.next().flatMap(number),
            let size = fields.next().flatMap(number), let modified = fields.next().flatMap(number),
            let changed = fields.next().flatMap(number)
        else { return nil }
        return FileStamp(
            device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode), size: size,
            modified: modified, changed: changed, kind: kind)
    }

    /// Reserves room for as many folders and files as `buffer` has records of each (a
    /// record's kind is the first byte of its line), so decoding does not grow the tables.
    private mutating func reserveCapacity(for buffer: UnsafeBufferPointer<UInt8>) {
        var folderCount = 0
        var lineCount = 0
        var index = buffer.startIndex
        while let newline = buffer[index...].firstIndex(of: 10) {
            lineCount += 1
            index = newline + 1
            if index < buffer.endIndex, buffer[index] == UInt8(ascii: "d") { folderCount += 1 }
        }
        folders.reserveCapacity(folderCount)
        files.reserveCapacity(max(0, lineCount - folderCount - 2))
    }
}
