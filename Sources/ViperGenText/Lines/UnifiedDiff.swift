/// Renders the difference of two texts as a unified diff (`diff -u` style), for `--dry-run`.
package enum UnifiedDiff {
    /// One line of the edit script.
    private enum Step {
        case same(SourceLines.Line)
        case removed(SourceLines.Line)
        case added(SourceLines.Line)
    }

    /// The diff of `old` and `new` with `---`/`+++` headers naming `path` (and `newPath` on the
    /// `+++` line when the file moves); empty when equal.
    package static func render(
        old: String, new: String, path: String, newPath: String? = nil, context: Int = 3
    ) -> String {
        let steps = script(SourceLines(old).lines, SourceLines(new).lines)
        let changes = steps.indices.filter {
            if case .same = steps[$0] { return false }
            return true
        }
        guard let firstChange = changes.first else { return "" }
        var output = ["--- a/\(path)", "+++ b/\(newPath ?? path)"]
        var hunkStart = max(0, firstChange - context)
        var lastChange = firstChange
        for change in changes.dropFirst() + [Int.max] {
            if change != .max, change - lastChange <= 2 * context {
                lastChange = change
                continue
            }
            let hunkEnd = min(steps.count, lastChange + context + 1)
            output += hunk(steps, hunkStart..<hunkEnd)
            if change != .max {
                hunkStart = change - context
                lastChange = change
            }
        }
        return output.joined(separator: "\n") + "\n"
    }

    /// The header and lines of the hunk covering `range` of `steps`.
    private static func hunk(_ steps: [Step], _ range: Range<Int>) -> [String] {
        var oldBefore = 0
        var newBefore = 0
        for step in steps[..<range.lowerBound] {
            if case .added = step {} else { oldBefore += 1 }
            if case .removed = step {} else { newBefore += 1 }
        }
        var oldCount = 0
        var newCount = 0
        var lines: [String] = []
        for step in steps[range] {
            let (prefix, line): (String, SourceLines.Line)
            switch step {
            case .same(let same):
                (prefix, line) = (" ", same)
                oldCount += 1
                newCount += 1
            case .removed(let removed):
                (prefix, line) = ("-", removed)
                oldCount += 1
            case .added(let added):
                (prefix, line) = ("+", added)
                newCount += 1
            }
            lines.append(prefix + line.content)
            if line.terminator.isEmpty { lines.append("\\ No newline at end of file") }
        }
        let header =
            "@@ -\(span(oldBefore, oldCount)) +\(span(newBefore, newCount)) @@"
        return [header] + lines
    }

    /// `start,count` as diff writes it: 1-based, `,1` left out, the line before for none.
    private static func span(_ before: Int, _ count: Int) -> String {
        if count == 1 { return "\(before + 1)" }
        return count == 0 ? "\(before),0" : "\(before + 1),\(count)"
    }

    /// The shortest edit script from `old` to `new` (``LineMatching``): each gap's removals,
    /// then its additions, then the matched line.
    private static func script(_ old: [SourceLines.Line], _ new: [SourceLines.Line]) -> [Step] {
        var steps: [Step] = []
        var next = 0
        for (line, match) in zip(old, LineMatching.matches(old, new)) {
            guard let match else {
                steps.append(.removed(line))
                continue
            }
            steps += new[next..<match].map(Step.added)
            steps.append(.same(line))
            next = match + 1
        }
        return steps + new[next...].map(Step.added)
    }
}
