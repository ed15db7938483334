import Foundation
import Testing

@testable import ViperGenSystem

/// Absolute paths normalise as `URL.standardizedFileURL` does, and join, split and compare.
@Suite("Absolute paths")
struct AbsolutePathTests {
    @Test(arguments: [
        "/", "/..", "/../a", "/a/../..", "//a//b/", "/a/./b/../c", "/a/b/..", "/a/b/.",
        "/a/..b", "/tmp/x/", "/é/x", "/ü/../ö", "///", "/a/b/c/../../d", "/.hidden/.x",
    ])
    func normalisesAsFoundationStandardises(path: String) throws {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        #expect(try AbsolutePath(validating: path).pathString == standardized)
    }

    @Test(arguments: ["", "a", "./a", "~/x", "a/"])
    func refusesARelativeString(path: String) {
        #expect(throws: PathError.notAbsolute(path)) { try AbsolutePath(validating: path) }
    }

    @Test(arguments: [
        ("x", "/base/x"), ("../x", "/x"), ("../../../x", "/x"), ("", "/base"), (".", "/base"),
        ("/abs/./y/", "/abs/y"), ("a//b/", "/base/a/b"),
    ])
    func resolvesAgainstAFolderAsURLDoes(path: String, expected: String) {
        let base = AbsolutePath("/base", relativeTo: .root)
        #expect(AbsolutePath(path, relativeTo: base).pathString == expected)
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: "/base").appendingPathComponent(path)
        #expect(url.standardizedFileURL.path == expected)
    }

    @Test func theRootHasNoNameAboveItOrComponents() throws {
        let root = AbsolutePath.root
        #expect(root.isRoot)
        #expect(root.pathString == "/")
        #expect(root.basename == "/")
        #expect(root.parentDirectory == root)
        #expect(root.components.isEmpty)
        #expect(try AbsolutePath(validating: "/a/..") == root)
    }

    @Test(arguments: [
        ("/a", "a", "/"), ("/a/b.swift", "b.swift", "/a"), ("/a/b/c", "c", "/a/b"),
        ("/x y/é", "é", "/x y"),
    ])
    func splitsIntoFolderAndName(path: String, name: String, parent: String) throws {
        let absolute = try AbsolutePath(validating: path)
        #expect(absolute.basename == name)
        #expect(absolute.parentDirectory.pathString == parent)
        #expect(absolute.parentDirectory.appending(component: name) == absolute)
    }

    @Test func listsItsComponents() throws {
        #expect(try AbsolutePath(validating: "/a//b/c/").components == ["a", "b", "c"])
    }

    @Test(arguments: [
        ("/", "a", "/a"), ("/a", "b/c", "/a/b/c"), ("/a/b", "../c", "/a/c"),
        ("/a", "../../..", "/"),
        ("/a", "", "/a"), ("/a", ".", "/a"), ("/a", "b//c/", "/a/b/c"), ("/a", "./b/./c", "/a/b/c"),
    ])
    func appendsARelativePath(base: String, relative: String, expected: String) throws {
        let joined = try AbsolutePath(validating: base).appending(
            RelativePath(validating: relative))
        #expect(joined.pathString == expected)
        #expect(try AbsolutePath(validating: base).appending(component: relative) == joined)
    }

    @Test func appendsComponentsOneAfterTheOther() throws {
        let path = try AbsolutePath(validating: "/a").appending(components: "b", "c.swift")
        #expect(path.pathString == "/a/b/c.swift")
    }

    @Test(arguments: [
        ("/a/b", "/a", true), ("/a", "/a", false), ("/ab", "/a", false), ("/a", "/", true),
        ("/", "/", false), ("/a/b/c", "/a/b", true), ("/b", "/a", false), ("/a", "/a/b", false),
    ])
    func tellsADescendant(path: String, folder: String, inside: Bool) throws {
        let path = try AbsolutePath(validating: path)
        let folder = try AbsolutePath(validating: folder)
        #expect(path.isDescendant(of: folder) == inside)
        #expect(path.isDescendantOrSelf(of: folder) == (inside || path == folder))
    }

    @Test(arguments: [
        ("/a/b/c", "/a", "b/c"), ("/a", "/a", "."), ("/a", "/", "a"), ("/", "/", "."),
        ("/a/b", "/a/c", "../b"), ("/x", "/a/b", "../../x"), ("/", "/a/b", "../.."),
        ("/a/bc", "/a/b", "../bc"),
    ])
    func seesItselfFromAnotherFolder(path: String, base: String, expected: String) throws {
        let path = try AbsolutePath(validating: path)
        let base = try AbsolutePath(validating: base)
        let relative = path.relative(to: base)
        #expect(relative.pathString == expected)
        #expect(base.appending(relative) == path)
    }

    @Test func comparesAndPrintsAsItsText() throws {
        let paths = try ["/b", "/a/c", "/a"].map { try AbsolutePath(validating: $0) }
        #expect(paths.sorted().map(\.pathString) == ["/a", "/a/c", "/b"])
        #expect("\(paths[1])" == "/a/c")
        #expect(Set(try ["/a/", "/a", "//a"].map { try AbsolutePath(validating: $0) }).count == 1)
    }
}
