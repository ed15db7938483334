/// What removing files from an Xcode project came to, path by path.
package struct XcodeRemoval: Equatable, Sendable {
    /// The project file's new bytes, or nil when nothing in it had to change.
    package var newContents: [UInt8]?
    /// The paths whose file references were removed, with their build files in every target.
    package var removedFiles: [String]
    /// The paths without a file reference that lie in a synchronized folder (Xcode 16): the
    /// folder stops building a file once it is gone, so the project file needs no change.
    package var synchronizedFiles: [String]
    /// The paths that nothing in the project stands for; nothing was removed for them.
    package var unknownFiles: [String]
}
