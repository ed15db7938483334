import Foundation
import Testing

@testable import ViperGenText

@Suite("Unified diff")
struct UnifiedDiffTests {
    private let numbers = (1...12).map { "line \($0)\n" }.joined()

    @Test func equalTextsGiveNoDiff() {
        #expect(UnifiedDiff.render(old: numbers, new: numbers, path: "A.swift") == "")
    }

    @Test func insertionGetsThreeLinesOfContext() {
        let new = numbers.replacingOccurrences(of: "line 6\n", with: "line 6\nadded\n")
        #expect(
            UnifiedDiff.render(old: numbers, new: new, path: "Sources/A.swift") == """
                --- a/Sources/A.swift
                +++ b/Sources/A.swift
                @@ -4,6 +4,7 @@
                 line 4
                 line 5
                 line 6
                +added
                 line 7
                 line 8
                 line 9

                """)
    }

    @Test func distantChangesGetSeparateHunksAndNearOnesShareOne() {
        let far = numbers.replacingOccurrences(of: "line 1\n", with: "first\n")
            .replacingOccurrences(of: "line 12\n", with: "")
        let farDiff = UnifiedDiff.render(old: numbers, new: far, path: "A")
        #expect(farDiff.contains("@@ -1,4 +1,4 @@\n-line 1\n+first\n line 2\n"))
        #expect(farDiff.contains("@@ -9,4 +9,3 @@\n line 9\n line 10\n line 11\n-line 12\n"))
        let near = numbers.replacingOccurrences(of: "line 3\n", with: "")
            .replacingOccurrences(of: "line 8\n", with: "")
        #expect(
            UnifiedDiff.render(old: numbers, new: near, path: "A").components(
                separatedBy: "@@ -"
            ).count == 2)
    }

    @Test func insertionIntoAnEmptyTextAndAMissingFinalNewlineAreShown() {
        #expect(
            UnifiedDiff.render(old: "", new: "a\n", path: "A")
                == "--- a/A\n+++ b/A\n@@ -0,0 +1 @@\n+a\n")
        #expect(
            UnifiedDiff.render(old: "a\nb", new: "a\nb\n", path: "A")
                == "--- a/A\n+++ b/A\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
    }
}
