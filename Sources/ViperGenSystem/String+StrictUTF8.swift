extension String {
    /// The text of `bytes` when they are valid UTF-8, or nil: never with replacement characters.
    ///
    /// The standard library's `String(validating:as:)` does this from macOS 15 on; this works at
    /// the package's deployment target (macOS 13) and on every platform, with the same result.
    public init?<Bytes: Collection>(strictUTF8 bytes: Bytes) where Bytes.Element == UInt8 {
        // Decoding repairs invalid sequences with U+FFFD, so the bytes are valid exactly when
        // the decoded text encodes back to the same bytes.
        var text = String(decoding: bytes, as: UTF8.self)
        // Compared as contiguous buffers where both are (a file's bytes, a native string), which
        // is many times faster than the generic comparison of the two collections.
        let matches = text.withUTF8 { decoded in
            bytes.withContiguousStorageIfAvailable { decoded.elementsEqual($0) }
        }
        guard matches ?? text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }
}
