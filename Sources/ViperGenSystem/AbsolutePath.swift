/// A path from the root `/`, lexically normal: no empty, `.` or `..` component and no trailing
/// slash (`/` itself excepted), as `URL.standardizedFileURL.path` spells it.
///
/// Every ``FileSystem`` operation takes one. Made from a string at the edge of the program
/// (``init(validating:)``, ``init(_:relativeTo:)``); joined only with ``appending(_:)``.
public struct AbsolutePath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path as text: `/`, `/tmp`, `/Users/me/App`.
    public let pathString: String

    /// A path whose text is already normal (checked in debug builds).
    private init(normal: String) {
        assert(PathNormalization.isNormalAbsolute(normal), "not normal: \(normal)")
        pathString = normal
    }

    /// The root folder, `/`.
    public static let root = AbsolutePath(normal: "/")

    /// `path` normalised: `//a/./b/../c/` is `/a/c`, `/..` is `/`; throws
    /// ``PathError/notAbsolute(_:)`` when it does not start with `/`.
    public init(validating path: String) throws {
        guard path.utf8.first == PathNormalization.slash else {
            throw PathError.notAbsolute(path)
        }
        self.init(normalizing: path)
    }

    /// `path` as the folder `base` resolves it: itself when absolute, else below `base`.
    ///
    /// Normalised either way, as `URL(fileURLWithPath:relativeTo:)` then `standardizedFileURL`
    /// did. A user's `~` is expanded before (``TildeExpansion``), not here.
    public init(_ path: String, relativeTo base: AbsolutePath) {
        if path.utf8.first == PathNormalization.slash {
            self.init(normalizing: path)
        } else {
            self.init(normalizing: base.pathString + "/" + path)
        }
    }

    /// The normal form of the absolute `path`.
    private init(normalizing path: String) {
        if PathNormalization.isNormalAbsolute(path) {
            self.init(normal: path)
            return
        }
        let parts = PathNormalization.components(of: Substring(path), clampAtStart: true)
        self.init(normal: "/" + parts.joined(separator: "/"))
    }

    /// Whether this is the root `/`.
    public var isRoot: Bool { pathString.utf8.count == 1 }

    /// The names from the root down (`/a/b` has `a`, `b`; the root has none).
    public var components: [String] {
        isRoot
            ? []
            : pathString.utf8.dropFirst().split(separator: PathNormalization.slash).map {
                String(Substring($0))
            }
    }

    /// The last name (`/a/b.swift` → `b.swift`), `/` for the root.
    public var basename: String {
        guard !isRoot, let slash = pathString.utf8.lastIndex(of: PathNormalization.slash) else {
            return "/"
        }
        return String(pathString[pathString.utf8.index(after: slash)...])
    }

    /// The folder holding this path (`/a/b` → `/a`, `/a` → `/`); the root's is the root.
    public var parentDirectory: AbsolutePath {
        guard !isRoot, let slash = pathString.utf8.lastIndex(of: PathNormalization.slash) else {
            return self
        }
        if slash == pathString.startIndex { return .root }
        return AbsolutePath(normal: String(pathString[..<slash]))
    }

    /// `relative` below this path, normalised (`/a` + `../b` → `/b`): the one way to join.
    public func appending(_ relative: RelativePath) -> AbsolutePath {
        if relative.isEmpty { return self }
        if !relative.climbs {
            return AbsolutePath(normal: (isRoot ? "" : pathString) + "/" + relative.pathString)
        }
        return AbsolutePath(normalizing: pathString + "/" + relative.pathString)
    }

    /// The entry `name` in this folder (a name as a listing gives it; one with `/`, `.` or `..`
    /// is normalised as a relative path).
    public func appending(component name: String) -> AbsolutePath {
        appending(RelativePath(normalizing: name))
    }

    /// The path `names` lead to below this folder, one after the other.
    public func appending(components names: String...) -> AbsolutePath {
        names.reduce(self) { $0.appending(component: $1) }
    }

    /// Whether this path is strictly inside `folder` (`/a/b` is inside `/a`, `/a` is not),
    /// comparing bytes.
    public func isDescendant(of folder: AbsolutePath) -> Bool {
        let own = pathString.utf8
        let prefix = folder.pathString.utf8
        guard own.count > prefix.count, own.starts(with: prefix) else { return false }
        return folder.isRoot
            || own[own.index(own.startIndex, offsetBy: prefix.count)] == PathNormalization.slash
    }

    /// Whether this path is `folder` or inside it.
    public func isDescendantOrSelf(of folder: AbsolutePath) -> Bool {
        self == folder || isDescendant(of: folder)
    }

    /// This path below `folder` as text (`""` for the folder itself), or nil when outside it.
    public func text(inside folder: AbsolutePath) -> String? {
        if self == folder { return "" }
        return isDescendant(of: folder) ? relative(to: folder).pathString : nil
    }

    /// This path seen from `base`: `/a/b/c` from `/a` is `b/c`, from `/a/d` is `../b/c`, and
    /// from itself the empty path `.`.
    public func relative(to base: AbsolutePath) -> RelativePath {
        if self == base { return .empty }
        if isDescendant(of: base) {
            let start = base.isRoot ? 1 : base.pathString.utf8.count + 1
            let index = pathString.utf8.index(pathString.utf8.startIndex, offsetBy: start)
            return RelativePath(normal: String(pathString[index...]))
        }
        let own = components
        let others = base.components
        var shared = 0
        while shared < own.count, shared < others.count, own[shared] == others[shared] {
            shared += 1
        }
        let climbs = Array(repeating: "..", count: others.count - shared)
        return RelativePath(normal: (climbs + own[shared...]).joined(separator: "/"))
    }

    /// The text of the path.
    public var description: String { pathString }

    /// Ordered as their texts are.
    public static func < (lhs: AbsolutePath, rhs: AbsolutePath) -> Bool {
        lhs.pathString < rhs.pathString
    }
}
