/// A problem with the viper-gen project the command runs in.
public enum ProjectError: Error, Equatable, CustomStringConvertible {
    /// The `.viper-gen.json` file cannot be decoded.
    case malformedConfig(file: String, reason: String)
    /// The `.viper-gen.json` file exists but cannot be read (a folder, a FIFO, no permission).
    case unreadableConfig(file: String, reason: String)
    /// The config was written by a newer viper-gen.
    case unsupportedVersion(file: String, version: Int)
    /// A path in the config leaves the project folder.
    case pathOutsideProject(file: String, key: String, value: String)

    /// A message that names the problem and how to fix it.
    public var description: String {
        switch self {
        case .malformedConfig(let file, let reason):
            return "\(file) is not a valid viper-gen config (\(reason)). Fix the JSON or "
                + "delete the file to use viper-gen outside a project."
        case .unreadableConfig(let file, let reason):
            return "\(file) cannot be read: \(reason). viper-gen reads it to find the project; "
                + "make it a readable file (chmod 644), or remove it to work outside a project."
        case .unsupportedVersion(let file, let version):
            return "\(file) has version \(version), newer than this viper-gen understands "
                + "(\(ProjectConfig.currentVersion)). Update viper-gen."
        case .pathOutsideProject(let file, let key, let value):
            return "\(file): \(key) '\(value)' leaves the project folder. Use a relative path "
                + "inside the project, e.g. Sources/MyApp/Classes/Modules."
        }
    }
}
