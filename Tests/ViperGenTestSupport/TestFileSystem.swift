import ViperGenSystem

/// The file system the tool runs on in a test: the local one, or `APFSFileSystem` in the second
/// pass of a test marked `.alsoOnAPFS`.
package enum TestFileSystem {
    /// The file system of the current task; `TestRun.environment(in:)` and the test doubles
    /// that wrap a base file system take it from here.
    @TaskLocal package static var current: any FileSystem = LocalFileSystem()

    /// Whether the current task runs on the APFS double.
    package static var isAPFS: Bool { current is APFSFileSystem }
}
