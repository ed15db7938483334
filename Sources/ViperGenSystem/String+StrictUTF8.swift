#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension String {
    /// The text of `bytes` when they are valid UTF-8, or nil: never with replacement characters.
    ///
    /// The standard library's `String(validating:as:)` does this from macOS 15 on; this works at
    /// the package's deployment target (macOS 13) and on every platform, with the same result.
    public init?<Bytes: Collection>(strictUTF8 bytes: Bytes) where Bytes.Element == UInt8 {
        // Decoding repairs invalid sequences with U+FFFD, so the bytes are valid exactly when
        // the decoded text encodes back to the same bytes.
        var text = String(decoding: bytes, as: UTF8.self)
        // Compared with `memcmp` as contiguous buffers where both are (a file's bytes, a native
        // string), which is many times faster than comparing the two collections element-wise.
        let matches = text.withUTF8 { decoded in
            bytes.withContiguousStorageIfAvailable { original in
                guard decoded.count == original.count else { return false }
                guard let first = decoded.baseAddress, let second = original.baseAddress else {
                    return true
                }
                return memcmp(first, second, decoded.count) == 0
            }
        }
        guard matches ?? text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }
}
