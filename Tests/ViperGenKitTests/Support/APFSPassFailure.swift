/// An error thrown by a test in its second pass, on `APFSFileSystem`: it says so, then what was
/// thrown.
struct APFSPassFailure: Error, CustomStringConvertible {
    /// What the test threw.
    let error: any Error

    var description: String { "on the APFS-like file system: \(error)" }
}
