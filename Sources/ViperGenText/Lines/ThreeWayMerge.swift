/// Merges two changes made to one text, line by line, as `git merge-file` does: where only one
/// side changed a part, that change is taken; where both changed it differently, the part is a
/// conflict marked with git's `<<<<<<<`, `=======` and `>>>>>>>` lines.
package enum ThreeWayMerge {
    /// The merged text and how many conflicts it holds.
    package struct Result: Equatable, Sendable {
        /// The merged text, with conflict markers where the sides disagree.
        package let text: String
        /// The number of conflicting parts.
        package let conflicts: Int
    }

    /// Whether `bytes` still hold a conflict as ``merge`` marks one: a `<<<<<<< ` line, then a
    /// `=======` line, then a `>>>>>>> ` line.
    package static func holdsConflict(_ bytes: [UInt8]) -> Bool {
        let markers: [[UInt8]] = [
            Array("<<<<<<< ".utf8), Array("=======\n".utf8), Array(">>>>>>> ".utf8),
        ]
        var next = 0
        var lineStart = 0
        while lineStart < bytes.count, next < markers.count {
            let marker = markers[next]
            if bytes.count - lineStart >= marker.count,
                bytes[lineStart..<lineStart + marker.count].elementsEqual(marker)
            {
                next += 1
            }
            guard let end = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            lineStart = end + 1
        }
        return next == markers.count
    }

    /// Merges the change from `base` to `ours` with the change from `base` to `theirs`;
    /// the labels follow `<<<<<<<` (ours) and `>>>>>>>` (theirs) on the marker lines.
    package static func merge(
        base: String, ours: String, theirs: String, oursLabel: String, theirsLabel: String
    ) -> Result {
        let base = lines(base)
        let ours = lines(ours)
        let theirs = lines(theirs)
        let oursMatches = LineMatching.matches(base, ours)
        let theirsMatches = LineMatching.matches(base, theirs)
        var output: [String] = []
        var conflicts = 0
        var (b, o, t) = (0, 0, 0)
        func resolve(_ baseEnd: Int, _ oursEnd: Int, _ theirsEnd: Int) {
            let chunk = (
                base: Array(base[b..<baseEnd]), ours: Array(ours[o..<oursEnd]),
                theirs: Array(theirs[t..<theirsEnd])
            )
            if chunk.ours == chunk.base || chunk.ours == chunk.theirs {
                output += chunk.theirs
            } else if chunk.theirs == chunk.base {
                output += chunk.ours
            } else {
                output += conflict(
                    ours: chunk.ours, theirs: chunk.theirs, oursLabel: oursLabel,
                    theirsLabel: theirsLabel)
                conflicts += 1
            }
            (b, o, t) = (baseEnd, oursEnd, theirsEnd)
        }
        while b < base.count || o < ours.count || t < theirs.count {
            // A stable run: base lines matched to the next lines of both sides.
            var run = 0
            while b + run < base.count, oursMatches[b + run] == o + run,
                theirsMatches[b + run] == t + run
            {
                run += 1
            }
            if run > 0 {
                output += base[b..<b + run]
                (b, o, t) = (b + run, o + run, t + run)
                continue
            }
            // An unstable part, up to the next base line both sides kept.
            guard
                let next = (b..<base.count).first(where: {
                    oursMatches[$0] != nil && theirsMatches[$0] != nil
                }), let oursNext = oursMatches[next], let theirsNext = theirsMatches[next]
            else {
                resolve(base.count, ours.count, theirs.count)
                break
            }
            resolve(next, oursNext, theirsNext)
        }
        return Result(text: output.joined(), conflicts: conflicts)
    }

    /// The lines of `text`, each with its terminator.
    private static func lines(_ text: String) -> [String] {
        SourceLines(text).lines.map { $0.content + $0.terminator }
    }

    /// A conflict as git marks it, the lines both sides share at its start and end left out of
    /// the markers; a side's last line without a terminator gets one before the next marker.
    private static func conflict(
        ours: [String], theirs: [String], oursLabel: String, theirsLabel: String
    ) -> [String] {
        var head = 0
        while head < ours.count, head < theirs.count, ours[head] == theirs[head] { head += 1 }
        var tail = 0
        while tail < ours.count - head, tail < theirs.count - head,
            ours[ours.count - 1 - tail] == theirs[theirs.count - 1 - tail]
        {
            tail += 1
        }
        func terminated(_ lines: ArraySlice<String>) -> [String] {
            guard let last = lines.last, !last.hasSuffix("\n"), !last.hasSuffix("\r") else {
                return Array(lines)
            }
            return lines.dropLast() + [last + "\n"]
        }
        return Array(ours[..<head]) + ["<<<<<<< \(oursLabel)\n"]
            + terminated(ours[head..<ours.count - tail]) + ["=======\n"]
            + terminated(theirs[head..<theirs.count - tail]) + [">>>>>>> \(theirsLabel)\n"]
            + Array(ours[(ours.count - tail)...])
    }
}
