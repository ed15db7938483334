/// The longest common subsequence of two sequences of lines: which line of one is matched with
/// which line of the other, as `diff` and `diff3` see them.
package enum LineMatching {
    /// For each element of `old`, the index of the element of `new` it is matched with, or nil;
    /// the matched indices increase.
    ///
    /// The common head and tail are matched first, the rest by dynamic programming (ties go to
    /// dropping an `old` element first, as `diff` prints removals before additions).
    package static func matches<Element: Equatable>(_ old: [Element], _ new: [Element]) -> [Int?] {
        var result = [Int?](repeating: nil, count: old.count)
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] {
            result[head] = head
            head += 1
        }
        var tail = 0
        while tail < old.count - head, tail < new.count - head,
            old[old.count - 1 - tail] == new[new.count - 1 - tail]
        {
            result[old.count - 1 - tail] = new.count - 1 - tail
            tail += 1
        }
        let rows = old.count - head - tail
        let columns = new.count - head - tail
        guard rows > 0, columns > 0 else { return result }
        // lengths[i * (columns + 1) + j]: the LCS length of old[head + i...] and new[head + j...].
        let width = columns + 1
        var lengths = [Int](repeating: 0, count: (rows + 1) * width)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    old[head + i] == new[head + j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var i = 0
        var j = 0
        while i < rows, j < columns {
            if old[head + i] == new[head + j] {
                result[head + i] = head + j
                i += 1
                j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }
}
