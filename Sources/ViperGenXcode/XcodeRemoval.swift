/// What removing files from an Xcode project came to, path by path.
public struct XcodeRemoval: Equatable, Sendable {
    /// The project file's new bytes, or nil when nothing in it had to change.
    public var newContents: [UInt8]?
    /// The paths whose file references were removed, with their build files in every target.
    public var removedFiles: [String]
    /// The paths without a file reference that lie in a synchronized folder (Xcode 16): the
    /// folder stops building a file once it is gone, so the project file needs no change.
    public var synchronizedFiles: [String]
    /// The paths that nothing in the project stands for; nothing was removed for them.
    public var unknownFiles: [String]
}
