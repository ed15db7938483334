/// Compares two texts line by line, for checking that an edit only inserted whole lines (or,
/// read the other way round, only deleted them).
enum ExtraLines {
    /// The lines of `longer` that the lines of `shorter`, taken in order, do not match, and
    /// the lines of `shorter` left unmatched (none when `longer` is `shorter` with lines added).
    static func of(_ longer: [UInt8], beyond shorter: [UInt8]) -> (
        extra: [Substring], unmatched: [Substring]
    ) {
        var remaining = lines(longer)[...]
        var original = lines(shorter)[...]
        var extra: [Substring] = []
        while let line = remaining.first {
            if original.first == line {
                original.removeFirst()
            } else {
                extra.append(line)
            }
            remaining.removeFirst()
        }
        return (extra, Array(original))
    }

    private static func lines(_ bytes: [UInt8]) -> [Substring] {
        String(decoding: bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
    }
}
