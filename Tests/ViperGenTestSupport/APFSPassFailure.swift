/// An error thrown by a test in its second pass, on `APFSFileSystem`: it says so, then what was
/// thrown.
package struct APFSPassFailure: Error, CustomStringConvertible {
    /// What the test threw.
    package let error: any Error

    /// The failure of a second pass that threw `error`.
    package init(error: any Error) {
        self.error = error
    }

    package var description: String { "on the APFS-like file system: \(error)" }
}
