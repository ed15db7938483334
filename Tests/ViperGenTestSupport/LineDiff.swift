/// A unified diff of two texts, with hunks and trailing whitespace made visible, for test failures.
package enum LineDiff {
    /// The diff of `expected` and `actual` as `-`/`+` lines with 2 lines of context per hunk.
    package static func unified(expected: String, actual: String, context: Int = 2) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let operations = diff(old, new)
        var output: [String] = []
        var index = 0
        while index < operations.count {
            guard operations[index].kind != .same else {
                index += 1
                continue
            }
            let start = max(0, index - context)
            var end = index
            var lastChange = index
            while end < operations.count, end - lastChange <= context * 2 {
                if operations[end].kind != .same { lastChange = end }
                end += 1
            }
            end = min(operations.count, lastChange + context + 1)
            let first = operations[start]
            output.append("@@ -\(first.oldLine + 1) +\(first.newLine + 1) @@")
            for operation in operations[start..<end] {
                output.append(operation.kind.rawValue + visible(operation.text))
            }
            index = end
        }
        return output.joined(separator: "\n")
    }

    /// Shows trailing spaces and tabs as `·` and `→` so they can be seen in a failure.
    package static func visible(_ line: String) -> String {
        let trimmed = line.reversed().drop { $0 == " " || $0 == "\t" }.count
        let tail = line.dropFirst(trimmed)
        return line.prefix(trimmed)
            + tail.map { $0 == " " ? "·" : "→" }.joined()
    }

    /// One line of the edit script.
    package struct Operation {
        /// Kept, removed or added; the raw value is the line's prefix in the diff.
        package enum Kind: String {
            case same = " "
            case removed = "-"
            case added = "+"
        }
        /// What happens to the line.
        package let kind: Kind
        /// The line.
        package let text: String
        /// Its 0-based index in the old text.
        package let oldLine: Int
        /// Its 0-based index in the new text.
        package let newLine: Int
    }

    /// The shortest edit script between two line arrays (LCS by dynamic programming).
    package static func diff(_ old: [String], _ new: [String]) -> [Operation] {
        var lengths = Array(
            repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] =
                    old[i] == new[j]
                    ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var operations: [Operation] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                operations.append(Operation(kind: .same, text: old[i], oldLine: i, newLine: j))
                i += 1
                j += 1
            } else if j < new.count, i == old.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                operations.append(Operation(kind: .added, text: new[j], oldLine: i, newLine: j))
                j += 1
            } else {
                operations.append(Operation(kind: .removed, text: old[i], oldLine: i, newLine: j))
                i += 1
            }
        }
        return operations
    }
}
