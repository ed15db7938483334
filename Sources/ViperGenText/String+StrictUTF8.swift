extension String {
    /// The text of `bytes` when they are valid UTF-8, or nil: never with replacement characters.
    ///
    /// The standard library's `String(validating:as:)` does this from macOS 15 on; this works at
    /// the package's deployment target (macOS 13) and on every platform, with the same result.
    package init?<Bytes: Collection>(strictUTF8 bytes: Bytes) where Bytes.Element == UInt8 {
        // Decoding repairs invalid sequences with U+FFFD, so the bytes are valid exactly when
        // the decoded text encodes back to the same bytes.
        var text = String(decoding: bytes, as: UTF8.self)
        // Compared as contiguous buffers where both are (a file's bytes, a native string), a
        // word at a time, which is many times faster than comparing the collections element-wise.
        let matches = text.withUTF8 { decoded in
            bytes.withContiguousStorageIfAvailable { original in
                Self.sameBytes(UnsafeRawBufferPointer(decoded), UnsafeRawBufferPointer(original))
            }
        }
        guard matches ?? text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }

    /// Whether `first` and `second` hold the same bytes, compared eight at a time.
    private static func sameBytes(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer)
        -> Bool
    {
        guard first.count == second.count else { return false }
        var offset = 0
        while offset + 8 <= first.count {
            if first.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != second.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            {
                return false
            }
            offset += 8
        }
        while offset < first.count {
            if first[offset] != second[offset] { return false }
            offset += 1
        }
        return true
    }
}
