/// Makes new object identifiers: 24 uppercase hexadecimal characters, derived from the project
/// file's path, the target and what the object is for, and unique in the file.
///
/// The identifier is 96 bits of two FNV-1a hashes (with different offsets, each finished by a
/// SplitMix64 mix) of `projectFile`, `target`, the object's class and the file or folder path,
/// separated by newlines. If it is taken, `#1`, `#2`, ... is appended to the input until it is
/// not, so the same inputs always give the same identifiers.
struct ObjectIdentifiers: Sendable {
    private let seed: String
    private var taken: Set<String>
    /// Per input, the first attempt not tried yet: the ones before it gave taken identifiers,
    /// so asking for the same object again does not hash them again.
    private var nextAttempt: [String: Int] = [:]

    /// Identifiers for `projectFile` and `target`, avoiding every string in `taken`.
    init(projectFile: String, target: String, taken: Set<String>) {
        seed = projectFile + "\n" + target
        self.taken = taken
    }

    /// A new identifier for the object of class `isa` that stands for `path`.
    mutating func make(_ isa: String, for path: String) -> String {
        let input = hashInput(isa, path)
        var attempt = nextAttempt[input] ?? 0
        while true {
            let suffix = attempt == 0 ? "" : "\n#\(attempt)"
            let id = Self.identifier(for: input + suffix)
            attempt += 1
            if taken.insert(id).inserted {
                nextAttempt[input] = attempt
                return id
            }
        }
    }

    /// Whether `id` is the identifier ``make(_:for:)`` gives first for the object of class
    /// `isa` that stands for `path`: the mark of an object viper-gen created.
    func isFirstChoice(_ id: String, for isa: String, path: String) -> Bool {
        id == Self.identifier(for: hashInput(isa, path))
    }

    /// What the identifiers of the object of class `isa` standing for `path` are hashed from.
    private func hashInput(_ isa: String, _ path: String) -> String {
        seed + "\n" + isa + "\n" + path
    }

    /// The 24-character identifier hashed from `input`.
    static func identifier(for input: String) -> String {
        let high = mix(fnv1a(input, offset: 0xcbf2_9ce4_8422_2325))
        let low = mix(fnv1a(input, offset: 0x6c62_272e_07bb_0142))
        return hex(high, digits: 16) + hex(low >> 32, digits: 8)
    }

    private static func fnv1a(_ input: String, offset: UInt64) -> UInt64 {
        var hash = offset
        for byte in input.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
