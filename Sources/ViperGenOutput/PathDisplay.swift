import ViperGenSystem

/// How paths are shown to the user: relative to one base folder when inside it, else absolute.
package struct PathDisplay: Equatable, Sendable {
    /// The folder paths are shown relative to (the current folder of the run), or nil to show
    /// absolute paths.
    package var base: AbsolutePath?

    /// Creates a display rule for `base`.
    package init(base: AbsolutePath?) {
        self.base = base
    }

    /// `path` as a message shows it: ``relative(_:)``, escaped, never cut.
    ///
    /// Every character that could drive the terminal is escaped (``EchoedValue/escaped(_:)``):
    /// file names can hold control characters.
    package func show(_ path: AbsolutePath) -> String {
        EchoedValue.escaped(relative(path))
    }

    /// `path` as is: `Sources/MyApp`, `.` for the base itself, else absolute.
    ///
    /// For documents such as JSON, which carry the path rather than show it.
    package func relative(_ path: AbsolutePath) -> String {
        guard let base, path.isDescendantOrSelf(of: base) else { return path.pathString }
        return path.relative(to: base).pathString
    }

    /// The path `path` spelt as text, shown as ``show(_:)-(AbsolutePath)`` shows it.
    package func show(_ path: String) -> String {
        show(Self.absolute(path))
    }

    /// The path `path` spelt as text, as ``relative(_:)-(AbsolutePath)`` gives it.
    package func relative(_ path: String) -> String {
        relative(Self.absolute(path))
    }

    /// `path` typed; a relative one is taken from the process's working folder, as
    /// `URL(fileURLWithPath:)` took it.
    private static func absolute(_ path: String) -> AbsolutePath {
        if path.hasPrefix("/") { return AbsolutePath(path, relativeTo: .root) }
        let folder = ProcessEnvironment.currentDirectory().map {
            AbsolutePath($0, relativeTo: .root)
        }
        return AbsolutePath(path, relativeTo: folder ?? .root)
    }
}
