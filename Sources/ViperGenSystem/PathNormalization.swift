/// Lexical normalisation of `/`-separated paths, as `URL.standardizedFileURL` does it.
///
/// Empty and `.` components are dropped, `..` removes the component before it. No file is
/// looked at, so `a/link/..` is `a` even when `link` is a symbolic link.
enum PathNormalization {
    /// The byte of `/`.
    static let slash = UInt8(ascii: "/")

    /// Whether `path` (absolute) is already normal: no empty, `.` or `..` component and no
    /// trailing slash, except the root `/` itself.
    static func isNormalAbsolute(_ path: String) -> Bool {
        let bytes = path.utf8
        guard bytes.first == slash else { return false }
        if bytes.count == 1 { return true }
        guard bytes.last != slash else { return false }
        return componentsAreNormal(bytes.dropFirst())
    }

    /// Whether `path` (relative, non-empty) is already normal: no empty or `.` component, no
    /// trailing slash, and `..` only as a run at its start.
    static func isNormalRelative(_ path: String) -> Bool {
        let bytes = path.utf8
        guard let first = bytes.first, first != slash, bytes.last != slash else { return false }
        var climbing = true
        for part in bytes.split(separator: slash, omittingEmptySubsequences: false) {
            if part.isEmpty || part.elementsEqual(".".utf8) { return false }
            if part.elementsEqual("..".utf8) {
                if !climbing { return false }
            } else {
                climbing = false
            }
        }
        return true
    }

    /// Whether none of the components between slashes is empty, `.` or `..`.
    private static func componentsAreNormal(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
        !bytes.split(separator: slash, omittingEmptySubsequences: false).contains {
            $0.isEmpty || $0.elementsEqual(".".utf8) || $0.elementsEqual("..".utf8)
        }
    }

    /// The components of `path` with `.` and empty ones dropped and `..` applied; a `..` with
    /// nothing before it is dropped when `clampAtStart` (above the root is the root), else kept.
    static func components(of path: Substring, clampAtStart: Bool) -> [Substring] {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !clampAtStart {
                    parts.append(part)
                }
            } else {
                parts.append(part)
            }
        }
        return parts
    }
}
