import Foundation
import Testing

@testable import ViperGenText

@Suite("Three-way merge")
struct ThreeWayMergeTests {
    private let base = (1...10).map { "line \($0)\n" }.joined()

    /// `base` with line `number` replaced by `text` (lines of their own, or none when empty).
    private func replacing(_ number: Int, with text: String, in source: String? = nil) -> String {
        (source ?? base).replacingOccurrences(of: "line \(number)\n", with: text)
    }

    private func merge(_ ours: String, _ theirs: String, base: String? = nil)
        -> ThreeWayMerge.Result
    {
        ThreeWayMerge.merge(
            base: base ?? self.base, ours: ours, theirs: theirs, oursLabel: "yours",
            theirsLabel: "template")
    }

    @Test func aChangeOnOneSideIsTaken() {
        let changed = replacing(4, with: "four\n")
        #expect(merge(changed, base) == .init(text: changed, conflicts: 0))
        #expect(merge(base, changed) == .init(text: changed, conflicts: 0))
    }

    @Test func changesInSeparatePlacesAreBothKept() {
        let ours = replacing(2, with: "two\nextra\n")
        let theirs = replacing(8, with: "")
        #expect(
            merge(ours, theirs).text == replacing(8, with: "", in: ours),
            "the user's insertion and the template's deletion both land")
        #expect(merge(ours, theirs).conflicts == 0)
    }

    @Test func theSameChangeOnBothSidesIsTakenOnce() {
        let changed = replacing(5, with: "five\n")
        #expect(merge(changed, changed) == .init(text: changed, conflicts: 0))
    }

    @Test func differentChangesToOneLineConflictWithGitMarkers() {
        let result = merge(replacing(5, with: "mine\n"), replacing(5, with: "theirs\n"))
        #expect(result.conflicts == 1)
        #expect(
            result.text
                == replacing(
                    5, with: "<<<<<<< yours\nmine\n=======\ntheirs\n>>>>>>> template\n"))
    }

    @Test func insertionsAtOnePointConflictButTheirSharedLinesStayOutside() {
        let ours = replacing(3, with: "line 3\nshared\nmine\n")
        let theirs = replacing(3, with: "line 3\nshared\ntheirs\n")
        let result = merge(ours, theirs)
        #expect(result.conflicts == 1)
        #expect(
            result.text
                == replacing(
                    3,
                    with: "line 3\nshared\n<<<<<<< yours\nmine\n=======\ntheirs\n>>>>>>> template\n"
                ))
    }

    @Test func aLastLineWithoutNewlineGetsOneBeforeTheMarker() {
        let base = "a\nb"
        let result = merge("a\nmine", "a\ntheirs", base: base)
        #expect(result.text == "a\n<<<<<<< yours\nmine\n=======\ntheirs\n>>>>>>> template\n")
        #expect(merge("a\nb", "a\nb\nc", base: base).text == "a\nb\nc")
    }

    @Test func bothSidesAddingToAnEmptyBaseConflictUnlessEqual() {
        #expect(merge("x\n", "x\n", base: "") == .init(text: "x\n", conflicts: 0))
        #expect(merge("x\n", "y\n", base: "").conflicts == 1)
    }

    @Test func crlfLinesCompareWithTheirTerminators() {
        let base = "a\r\nb\r\nc\r\n"
        let result = merge("a\r\nB\r\nc\r\n", "a\r\nb\r\nc\r\nd\r\n", base: base)
        #expect(result == .init(text: "a\r\nB\r\nc\r\nd\r\n", conflicts: 0))
    }

    /// Random edits to the first half on one side and to the second half on the other, an
    /// unchanged line between them, always merge cleanly into both edits.
    @Test(arguments: 0..<200)
    func separatedRandomEditsMergeToBothEdits(seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        let lines = (0..<24).map { "l\($0 % 7)\n" }  // repeated lines make matching ambiguous
        func edited(_ range: Range<Int>) -> [String] {
            var result = lines
            for index in range.reversed() {
                switch generator.next() % 4 {
                case 0: result.remove(at: index)
                case 1: result[index] = "changed \(generator.next() % 5)\n"
                case 2: result.insert("new \(generator.next() % 5)\n", at: index)
                default: break
                }
            }
            return result
        }
        let ours = edited(0..<11)
        let theirs = edited(13..<24)
        let expected = Array(ours.prefix(ours.count - 13)) + Array(theirs.suffix(theirs.count - 11))
        let result = merge(ours.joined(), theirs.joined(), base: lines.joined())
        #expect(result == .init(text: expected.joined(), conflicts: 0))
    }

    @Test func aMergedTextHoldsAConflictUntilItsMarkersAreResolved() {
        let merged = merge(replacing(3, with: "ours\n"), replacing(3, with: "theirs\n"), base: base)
        #expect(merged.conflicts == 1)
        #expect(ThreeWayMerge.holdsConflict(Array(merged.text.utf8)))
        let resolved = replacing(3, with: "ours\n")
        #expect(!ThreeWayMerge.holdsConflict(Array(resolved.utf8)))
        // Markers out of order, indented (inside a string literal) or incomplete are not one.
        #expect(!ThreeWayMerge.holdsConflict(Array(">>>>>>> a\n=======\n<<<<<<< b\n".utf8)))
        #expect(!ThreeWayMerge.holdsConflict(Array("  <<<<<<< a\n=======\n>>>>>>> b\n".utf8)))
        #expect(!ThreeWayMerge.holdsConflict(Array("<<<<<<< a\nx\n>>>>>>> b\n".utf8)))
        #expect(!ThreeWayMerge.holdsConflict([]))
    }
}

/// A small seeded generator, so random cases are the same on every run.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> Int {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % 1_000_000)
    }
}
