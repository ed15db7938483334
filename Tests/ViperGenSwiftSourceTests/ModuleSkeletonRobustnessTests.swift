import Foundation
import Testing

@testable import ViperGenSwiftSource

/// The skeleton of any Swift text, whole or cut anywhere (unclosed braces, literals and
/// comments), is made without a crash, keeps only lines of the text, and is its own skeleton.
@Suite("Module skeleton robustness")
struct ModuleSkeletonRobustnessTests {
    /// The repository's own Swift sources, as varied Swift as is at hand.
    private static let sources: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let paths =
            FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted() ?? []
        return paths.compactMap {
            try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
        }
    }()

    @Test func everyFileWholeOrCutGivesASkeletonMadeOfItsLines() {
        #expect(Self.sources.count > 100)
        let skeleton = ModuleSkeleton(moduleName: "Template")
        for (number, text) in Self.sources.enumerated() {
            let cuts = [text.count, text.count / 3, text.count / 2 + number % 7]
            for cut in cuts {
                let part = String(text.prefix(cut))
                let lines = Set(part.split(separator: "\n", omittingEmptySubsequences: false))
                let made = skeleton.skeletons(of: [ModuleSourceFile(path: "A.swift", text: part)])
                for line in made[0].text.split(separator: "\n") where !line.isEmpty {
                    #expect(
                        lines.contains(line) || line.hasSuffix("{}") || line.hasSuffix("}"),
                        "\(line)")
                }
            }
        }
    }

    @Test func aSkeletonIsItsOwnSkeleton() {
        let skeleton = ModuleSkeleton(moduleName: "Template")
        var differing: [Int] = []
        for (number, text) in Self.sources.enumerated() {
            let once = skeleton.skeletons(of: [ModuleSourceFile(path: "A.swift", text: text)])
            if skeleton.skeletons(of: once) != once { differing.append(number) }
        }
        #expect(differing.isEmpty, "\(differing.count) of \(Self.sources.count) files")
    }
}
