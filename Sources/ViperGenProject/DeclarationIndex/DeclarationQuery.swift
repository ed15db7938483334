import ViperGenOutput

/// The names a scan looks for: types declared, and file names as a Mac's disk compares them.
///
/// A file matches if it declares one of the types or is named like one of the file names
/// (``NameFolding``). Checked against the bytes the index holds, through hashes, so the
/// thousands of files that match nothing cost no string or array each.
package struct DeclarationQuery {
    /// The hashes of the type names looked for.
    private let typeHashes: Set<UInt64>
    /// A bit for each of `typeHashes` in a table of 4,096 (a set's lookup hashes again, and a
    /// large app has tens of thousands of types that match nothing).
    private let typeBits: [UInt64]
    /// The type names looked for, as bytes.
    private let types: Set<[UInt8]>
    /// The file names looked for, folded.
    private let foldedNames: Set<String>
    /// The hashes of the file names looked for, lowercased, when all are ASCII (then an ASCII
    /// name is folded by lowercasing its bytes); nil when one is not.
    private let asciiNameHashes: Set<UInt64>?
    /// A bit for each of `asciiNameHashes` in a table of 4,096.
    private let asciiNameBits: [UInt64]
    /// Whether every file matches (for tests and callers that want the whole scan).
    private let matchesEverything: Bool

    /// A query for files declaring one of `types` or named like one of `fileNames`.
    package init(types: some Sequence<String>, fileNames: some Sequence<String>) {
        let typeBytes = types.map { Array($0.utf8) }
        self.types = Set(typeBytes)
        typeHashes = Set(typeBytes.map { Self.hash($0, lowercasing: false) })
        typeBits = Self.bits(of: typeHashes)
        let names = Array(fileNames)
        foldedNames = Set(names.map(NameFolding.key))
        asciiNameHashes =
            names.allSatisfy { $0.utf8.allSatisfy { $0 < 128 } }
            ? Set(names.map { Self.hash($0.utf8, lowercasing: true) }) : nil
        asciiNameBits = Self.bits(of: asciiNameHashes ?? [])
        matchesEverything = false
    }

    /// The query every file matches.
    static let everything = DeclarationQuery()

    /// The query every file matches.
    private init() {
        typeHashes = []
        typeBits = Self.bits(of: [])
        types = []
        foldedNames = []
        asciiNameHashes = nil
        asciiNameBits = Self.bits(of: [])
        matchesEverything = true
    }

    /// Whether the file named `name` declaring `declared` (space-separated) matches.
    func matches(name: ArraySlice<UInt8>, types declared: ArraySlice<UInt8>) -> Bool {
        if matchesEverything { return true }
        if !typeHashes.isEmpty {
            var start = declared.startIndex
            while start < declared.endIndex {
                let end = declared[start...].firstIndex(of: 32) ?? declared.endIndex
                let type = declared[start..<end]
                let hash = Self.hash(type, lowercasing: false)
                if Self.holds(typeBits, hash), typeHashes.contains(hash),
                    types.contains(Array(type))
                {
                    return true
                }
                start = end + 1
            }
        }
        if let asciiNameHashes, name.allSatisfy({ $0 < 128 }) {
            // A hash that matches is confirmed by folding the name as a string.
            let hash = Self.hash(name, lowercasing: true)
            guard Self.holds(asciiNameBits, hash), asciiNameHashes.contains(hash) else {
                return false
            }
        }
        return foldedNames.contains(NameFolding.key(String(decoding: name, as: UTF8.self)))
    }

    /// The FNV-1a hash of `bytes`, ASCII capitals lowercased first if `lowercasing`.
    private static func hash(_ bytes: some Collection<UInt8>, lowercasing: Bool) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            let folded = lowercasing && byte >= 65 && byte <= 90 ? byte + 32 : byte
            hash = (hash ^ UInt64(folded)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// A table of 4,096 bits with the bit of each of `hashes` set.
    private static func bits(of hashes: Set<UInt64>) -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: 64)
        for hash in hashes { bits[Int(hash >> 6 & 63)] |= 1 << (hash & 63) }
        return bits
    }

    /// Whether `bits` has the bit of `hash` set (if not, `hash` is not among those it holds).
    private static func holds(_ bits: [UInt64], _ hash: UInt64) -> Bool {
        bits[Int(hash >> 6 & 63)] & (1 << (hash & 63)) != 0
    }
}
