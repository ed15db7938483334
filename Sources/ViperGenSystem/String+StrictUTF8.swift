extension String {
    /// The text of `bytes` when they are valid UTF-8, or nil: never with replacement characters.
    ///
    /// The standard library's `String(validating:as:)` does this from macOS 15 on; this works at
    /// the package's deployment target (macOS 13) and on every platform, with the same result.
    public init?<Bytes: Collection>(strictUTF8 bytes: Bytes) where Bytes.Element == UInt8 {
        // Decoding repairs invalid sequences with U+FFFD, so the bytes are valid exactly when
        // the decoded text encodes back to the same bytes.
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }
}
