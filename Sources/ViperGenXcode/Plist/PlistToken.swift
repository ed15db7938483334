/// One token of an old-style (OpenStep) property list, with its byte range in the file.
struct PlistToken: Equatable, Sendable {
    /// What the token is.
    enum Kind: Equatable, Sendable {
        /// A quoted or unquoted string; `value` is its text with escapes resolved.
        case string
        /// One of `{ } ( ) = ; ,`.
        case punctuation(UInt8)
    }

    /// What the token is.
    var kind: Kind
    /// The string's value (empty for punctuation).
    var value: String
    /// The offset of the token's first byte.
    var start: Int
    /// The offset just past the token's last byte.
    var end: Int

    /// Whether this is the punctuation byte `byte`.
    func isPunctuation(_ byte: UInt8) -> Bool { kind == .punctuation(byte) }
}
