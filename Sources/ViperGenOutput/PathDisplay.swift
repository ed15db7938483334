import ViperGenSystem

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

    /// `path` (absolute) as a message shows it: ``relative(_:)``, escaped, never cut.
    ///
    /// Every character that could drive the terminal is escaped (``EchoedValue/escaped(_:)``):
    /// file names can hold control characters.
    public func show(_ path: String) -> String {
        EchoedValue.escaped(relative(path))
    }

    /// `path` (absolute) as is: `Sources/MyApp`, `.` for the base itself, else absolute.
    ///
    /// For documents such as JSON, which carry the path rather than show it.
    public func relative(_ path: String) -> String {
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
