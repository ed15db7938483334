/// A quick test of whether file bytes spell any of some names, done before lexing a file: a
/// file declaring a type always spells its name.
struct MentionFilter {
    /// The names as UTF-8 bytes.
    private let names: [[UInt8]]
    /// The bytes every name starts with (`Payments` for the types of module Payments).
    private let commonPrefix: [UInt8]

    /// A filter for `names`.
    init(names: Set<String>) {
        let bytes = names.sorted().map { Array($0.utf8) }
        self.names = bytes
        var prefix = bytes.first ?? []
        for name in bytes.dropFirst() {
            prefix = Array(zip(prefix, name).prefix { $0 == $1 }.map(\.0))
        }
        commonPrefix = prefix
    }

    /// Whether `bytes` spell at least one of the names.
    func mentionsAny(in bytes: [UInt8]) -> Bool {
        guard !names.isEmpty else { return false }
        if !commonPrefix.isEmpty, !TypeDeclarationScanner.mentions(commonPrefix, in: bytes) {
            return false
        }
        return names.contains { TypeDeclarationScanner.mentions($0, in: bytes) }
    }
}
