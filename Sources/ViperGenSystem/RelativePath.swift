/// A path below some folder, lexically normal: no empty or `.` component, no leading or
/// trailing slash, and `..` only at its start (`../Shared/Views`); the empty path is `.`.
///
/// Joined to a folder with ``AbsolutePath/appending(_:)``.
public struct RelativePath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path as text: `Sources/App`, `../x`, or `.` for the empty path.
    public let pathString: String

    /// A path whose text is already normal (checked in debug builds).
    init(normal: String) {
        assert(
            normal.isEmpty || normal == "." || PathNormalization.isNormalRelative(normal),
            "not normal: \(normal)")
        pathString = normal.isEmpty ? "." : normal
    }

    /// The empty path, `.`: the folder itself.
    public static let empty = RelativePath(normal: ".")

    /// `path` normalised (`a//./b/../c/` is `a/c`, `` and `.` are `.`); throws
    /// ``PathError/notRelative(_:)`` when it starts with `/`.
    public init(validating path: String) throws {
        guard path.utf8.first != PathNormalization.slash else {
            throw PathError.notRelative(path)
        }
        self.init(normalizing: path)
    }

    /// The normal form of `path`, read as relative (a leading `/` is dropped).
    init(normalizing path: String) {
        if path != ".", PathNormalization.isNormalRelative(path) {
            self.init(normal: path)
            return
        }
        let parts = PathNormalization.components(of: Substring(path), clampAtStart: false)
        self.init(normal: parts.joined(separator: "/"))
    }

    /// Whether this is the empty path `.`.
    public var isEmpty: Bool { pathString == "." }

    /// Whether the path starts with `..`, leaving the folder it is joined to.
    public var climbs: Bool { pathString == ".." || pathString.hasPrefix("../") }

    /// The names in order (the empty path has none).
    public var components: [String] {
        isEmpty ? [] : pathString.split(separator: "/").map(String.init)
    }

    /// The last name (`a/b.swift` → `b.swift`), `.` for the empty path.
    public var basename: String {
        guard let slash = pathString.lastIndex(of: "/") else { return pathString }
        return String(pathString[pathString.index(after: slash)...])
    }

    /// The path without its last name (`a/b` → `a`, `a` → `.`, `..` → `../..`).
    public var parentDirectory: RelativePath {
        if isEmpty || pathString == ".." || pathString.hasSuffix("/..") {
            return RelativePath(normalizing: pathString + "/..")
        }
        guard let slash = pathString.lastIndex(of: "/") else { return .empty }
        return RelativePath(normal: String(pathString[..<slash]))
    }

    /// `other` below this path, normalised (`a/b` + `../c` → `a/c`).
    public func appending(_ other: RelativePath) -> RelativePath {
        if other.isEmpty { return self }
        if isEmpty { return other }
        return RelativePath(normalizing: pathString + "/" + other.pathString)
    }

    /// Whether this path is strictly inside `folder` (`a/b` is inside `a`, `a` is not; every
    /// non-empty path not starting with `..` is inside the empty path).
    public func isDescendant(of folder: RelativePath) -> Bool {
        if folder.isEmpty { return !isEmpty && !climbs }
        return pathString.utf8.starts(with: (folder.pathString + "/").utf8)
    }

    /// The text of the path.
    public var description: String { pathString }

    /// Ordered as their texts are.
    public static func < (lhs: RelativePath, rhs: RelativePath) -> Bool {
        lhs.pathString < rhs.pathString
    }
}
