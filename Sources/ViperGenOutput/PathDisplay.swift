#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How paths are shown to the user: relative to one base folder when inside it, else absolute.
public struct PathDisplay: Equatable, Sendable {
    /// The folder paths are shown relative to (the current folder of the run), or nil to show
    /// absolute paths.
    public var base: String?

    /// Creates a display rule for `base`.
    public init(base: String?) {
        self.base = base
    }

    /// `path` (absolute) as shown: `Sources/MyApp`, `.` for the base itself, else absolute.
    public func show(_ path: String) -> String {
        if let base, RelativePaths.isStandard(path), RelativePaths.isStandard(base) {
            // A path inside the base, shown as the URL functions below would, without them.
            if path == base { return "." }
            let prefix = base == "/" ? "/" : base + "/"
            if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        }
        let url = URL(fileURLWithPath: path)
        guard let base,
            let relative = RelativePaths.path(of: url, inside: URL(fileURLWithPath: base))
        else { return url.standardizedFileURL.path }
        return relative.isEmpty ? "." : relative
    }
}
