import Testing

@testable import ViperGenSystem

/// Relative paths keep a leading `..`, resolve the rest, and join.
@Suite("Relative paths")
struct RelativePathTests {
    @Test(arguments: [
        ("a", "a"), ("a/", "a"), ("a//b", "a/b"), ("./a/./b/", "a/b"), ("a/../b", "b"),
        ("a/..", "."), ("", "."), (".", "."), ("..", ".."), ("../a/../..", "../.."),
        ("a/../../b", "../b"), ("é/ü", "é/ü"), ("..a/b..", "..a/b.."),
    ])
    func normalises(path: String, expected: String) throws {
        #expect(try RelativePath(validating: path).pathString == expected)
    }

    @Test(arguments: ["/", "/a", "//a/b"])
    func refusesAnAbsoluteString(path: String) {
        #expect(throws: PathError.notRelative(path)) { try RelativePath(validating: path) }
    }

    @Test(arguments: [
        ("a/b.swift", "b.swift", "a"), ("a", "a", "."), (".", ".", ".."), ("..", "..", "../.."),
        ("../a", "a", ".."),
    ])
    func splitsIntoFolderAndName(path: String, name: String, parent: String) throws {
        let relative = try RelativePath(validating: path)
        #expect(relative.basename == name)
        #expect(relative.parentDirectory.pathString == parent)
    }

    @Test func tellsWhetherItIsEmptyOrClimbs() throws {
        #expect(RelativePath.empty.isEmpty)
        #expect(RelativePath.empty.components.isEmpty)
        #expect(try RelativePath(validating: "../a").climbs)
        #expect(try !RelativePath(validating: "..a").climbs)
        #expect(try RelativePath(validating: "a/b").components == ["a", "b"])
    }

    @Test(arguments: [
        ("a", "b", "a/b"), ("a/b", "../c", "a/c"), (".", "b", "b"), ("a", ".", "a"),
        ("a", "../..", ".."),
    ])
    func appends(first: String, second: String, expected: String) throws {
        let joined = try RelativePath(validating: first).appending(RelativePath(validating: second))
        #expect(joined.pathString == expected)
    }

    @Test(arguments: [
        ("a/b", "a", true), ("a", "a", false), ("ab", "a", false), ("a", ".", true),
        (".", ".", false), ("../a", ".", false),
    ])
    func tellsADescendant(path: String, folder: String, inside: Bool) throws {
        let path = try RelativePath(validating: path)
        #expect(try path.isDescendant(of: RelativePath(validating: folder)) == inside)
    }

    @Test func comparesAndPrintsAsItsText() throws {
        let paths = try ["b", "a/c", "a"].map { try RelativePath(validating: $0) }
        #expect(paths.sorted().map(\.description) == ["a", "a/c", "b"])
    }
}
