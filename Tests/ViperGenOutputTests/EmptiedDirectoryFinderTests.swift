import Testing

@testable import ViperGenOutput

struct EmptiedDirectoryFinderTests {
    /// The listings of a small tree, by folder.
    private let listings: [String: [String]] = [
        "A": ["B", "z.swift"],
        "A/B": ["x.swift", "y.swift"],
        "C": ["w.swift", "v.swift"],
        "D": [".DS_Store", "E"],
        "D/E": ["f.swift"],
        "K": ["k.swift"],
    ]

    @Test func foldersLeftEmptyGoDeepestFirstAndOthersStay() {
        let emptied = EmptiedDirectoryFinder.folders(
            emptiedBy: [
                "A/B/x.swift", "C/w.swift", "D/E/f.swift", "A/B/y.swift", "A/z.swift",
                "K/k.swift",
            ],
            kept: ["K"], names: { listings[$0] ?? [] })
        // C keeps v.swift, D its hidden file, K a file written by the same plan.
        #expect(emptied == ["A/B", "D/E", "A"])
    }

    @Test func aFolderIsListedOnlyWhenADeletionLiesBelowIt() {
        var listed: [String] = []
        let emptied = EmptiedDirectoryFinder.folders(
            emptiedBy: ["Top.swift"], kept: [],
            names: { folder in
                listed.append(folder)
                return []
            })
        #expect(emptied.isEmpty)
        #expect(listed.isEmpty)
    }
}
