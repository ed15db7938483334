/// UUID-formatted hashes for `___UUID___`: the same inputs give the same UUID.
///
/// The 128 bits are two differently seeded 64-bit FNV-1a hashes with a SplitMix64 finaliser,
/// stamped with RFC 9562 version 8 (custom) and variant bits, printed uppercase 8-4-4-4-12.
enum DeterministicUUID {
    /// The seed bytes for a file: its output path, file name and every macro value.
    static func seed(path: String, fileName: String, values: MacroValues) -> [UInt8] {
        var fields = [
            path, fileName, values.fileBaseName, values.projectName, values.productName,
            values.resolvedPackageName, values.resolvedTargetName, values.fullUserName,
            values.userName, values.organizationName, values.stamp.date, values.stamp.year,
            values.stamp.time,
        ]
        for key in values.variables.keys.sorted() {
            fields.append(key)
            fields.append(values.variables[key] ?? "")
        }
        var bytes: [UInt8] = []
        for field in fields {
            bytes.append(contentsOf: String(field.utf8.count).utf8)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: field.utf8)
        }
        return bytes
    }

    /// The UUID for occurrence `index` of `___UUID___` in the seeded file.
    static func make(seed: [UInt8], index: Int) -> String {
        var input = seed
        input.append(contentsOf: "#\(index)".utf8)
        let high = mix(fnv1a(input, basis: 0xCBF2_9CE4_8422_2325))
        let low = mix(fnv1a(input, basis: 0x6C62_272E_07BB_0142) ^ high)
        let versioned = (high & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_8000
        let varianted = (low & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
        let hex = hex(versioned, digits: 16) + hex(varianted, digits: 16)
        let cuts = [8, 4, 4, 4, 12]
        var parts: [Substring] = []
        var start = hex.startIndex
        for length in cuts {
            let end = hex.index(start, offsetBy: length)
            parts.append(hex[start..<end])
            start = end
        }
        return parts.joined(separator: "-")
    }

    private static func fnv1a(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var mixed = value &+ 0x9E37_79B9_7F4A_7C15
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: digits - text.count) + text
    }
}
