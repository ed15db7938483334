import ViperGenSystem

/// The file system the tool runs on in a test: the local one, or `APFSFileSystem` in the second
/// pass of a test marked `.alsoOnAPFS`.
package enum TestFileSystem {
    /// The file system of the current task; `TestRunEnvironment.make(in:)` and the test doubles
    /// that wrap a base file system take it from here.
    package static var current: any FileSystem { taskLocal.get() }

    /// The task-local value behind `current`, set with `withValue` for the APFS pass.
    ///
    /// Declared without the `@TaskLocal` macro, so that the support library builds without
    /// macro plugins (the macOS view builds it that way).
    package static let taskLocal = TaskLocal<any FileSystem>(wrappedValue: LocalFileSystem())

    /// Whether the current task runs on the APFS double.
    package static var isAPFS: Bool { current is APFSFileSystem }
}
