import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenSystem

/// The one folder walk: what it visits, in which order, where it descends, and where it stops.
@Suite("File tree walk")
struct FileTreeWalkTests {
    /// `a.swift`, `b/c.swift`, `b/d/e.txt`, `skip/f.swift`, a link `link` to `b`, under a new
    /// folder whose path is returned.
    private func tree() throws -> String {
        let root = try TemporaryFolder("walk").url.path
        for folder in ["b/d", "skip"] {
            try FileManager.default.createDirectory(
                atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["a.swift", "b/c.swift", "b/d/e.txt", "skip/f.swift"] {
            try Data().write(to: URL(fileURLWithPath: root + "/" + file))
        }
        try FileManager.default.createSymbolicLink(
            atPath: root + "/link", withDestinationPath: root + "/b")
        return root
    }

    @Test func visitsEveryEntryWithItsKindAndDepthWithoutFollowingLinks() throws {
        let root = try tree()
        var seen: [String] = []
        try FileTreeWalk(fileSystem: LocalFileSystem()).walk(
            below: AbsolutePath(root, relativeTo: .root)
        ) { entry in
            seen.append("\(entry.relativePath) \(entry.kind.map { "\($0)" } ?? "?") \(entry.depth)")
            return true
        }
        // Folders are taken from a stack: the last one found is walked first.
        #expect(
            seen == [
                "a.swift file 0", "b directory 0", "link symbolicLink 0", "skip directory 0",
                "skip/f.swift file 1", "b/c.swift file 1", "b/d directory 1", "b/d/e.txt file 2",
            ])
    }

    @Test func descendsOnlyWhereAskedAndStopsWhenToldTo() throws {
        let root = try tree()
        var seen: [String] = []
        try FileTreeWalk(fileSystem: LocalFileSystem()).walk(
            below: AbsolutePath(root, relativeTo: .root), descend: { $0.name != "skip" },
            visit: { entry in
                seen.append(entry.relativePath)
                return entry.relativePath != "b/c.swift"
            })
        #expect(seen == ["a.swift", "b", "link", "skip", "b/c.swift"])
    }

    @Test func anUnlistableFolderGoesToTheHandlerWhichMayEndTheWalk() throws {
        struct Stop: Error {}
        let missing = try TemporaryFolder("walk").absolutePath("missing")
        var reported: [AbsolutePath] = []
        try FileTreeWalk(fileSystem: LocalFileSystem()).walk(
            below: missing, unlistable: { folder, _ in reported.append(folder) },
            visit: { _ in true })
        #expect(reported == [missing])
        #expect(throws: Stop.self) {
            try FileTreeWalk(fileSystem: LocalFileSystem()).walk(
                below: missing, unlistable: { _, _ in throw Stop() }, visit: { _ in true })
        }
    }
}
