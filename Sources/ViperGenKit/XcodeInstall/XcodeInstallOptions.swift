/// What the user asked of `viper-gen xcode`, as parsed from the command line.
public struct XcodeInstallOptions: Sendable, Equatable {
    /// The subcommand.
    public enum Action: Sendable, Equatable {
        /// `xcode install`: write every style's module template and the service template for
        /// Xcode.
        case install
        /// `xcode uninstall`: remove the template folders `install` wrote.
        case uninstall
    }

    /// The subcommand.
    public var action: Action
    /// `--dest`: the folder to install into (default: Xcode's user file templates folder).
    public var destination: String?
    /// `-q/--quiet`: print errors only.
    public var quiet = false

    /// Creates options for `action`.
    public init(action: Action, destination: String? = nil) {
        self.action = action
        self.destination = destination
    }
}
