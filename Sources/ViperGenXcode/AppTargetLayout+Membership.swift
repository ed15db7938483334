/// Which files an application target builds and for which platforms, for choosing the app's
/// own target and entry point among an app's, its extensions' and its other platforms'.
extension AppTargetLayout {
    /// Whether the target builds the file at `path` (relative to the folder holding the
    /// `.xcodeproj`): its Sources phase compiles it, or it lies in one of its synchronized
    /// folders and is not one of their exceptions for it.
    package func builds(_ path: String) -> Bool {
        compiledFiles.contains(path)
            || (synchronizedFolders.contains { $0 == "." || path.hasPrefix($0 + "/") }
                && !excludedFiles.contains(path))
    }

    /// Whether the target builds for iOS, or its settings do not say (a multiplatform target
    /// building for iOS and macOS counts).
    package var buildsForIOS: Bool { platforms.isEmpty || platforms.contains(.iOS) }
}
