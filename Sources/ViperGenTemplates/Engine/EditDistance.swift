/// Levenshtein distance, used to suggest the option or command the user probably meant.
package enum EditDistance {
    /// The number of single-character edits that turn `a` into `b`.
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The candidate fewest edits away from `text`, if at most `limit` edits away.
    ///
    /// The first of equally close candidates wins; nil when none is close. A candidate whose
    /// length differs from the text's by more than `limit` is not compared, so a value of
    /// megabytes costs a length count, not millions of edits per candidate.
    package static func closest(
        to text: String, among candidates: [String], within limit: Int = 2
    ) -> String? {
        let length = text.count
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where abs(candidate.count - length) <= limit {
            let distance = between(candidate, text)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }
}
