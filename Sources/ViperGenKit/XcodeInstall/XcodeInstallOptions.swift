/// What the user asked of `viper-gen xcode`, as parsed from the command line.
package struct XcodeInstallOptions: Sendable, Equatable {
    /// The subcommand.
    package enum Action: Sendable, Equatable {
        /// `xcode install`: write every style's module template and the service template for
        /// Xcode.
        case install
        /// `xcode uninstall`: remove the template folders `install` wrote.
        case uninstall
    }

    /// The subcommand.
    package var action: Action
    /// `--dest`: the folder to install into (default: Xcode's user file templates folder).
    package var destination: String?
    /// `-q/--quiet`: print errors only.
    package var quiet = false

    /// Creates options for `action`.
    package init(action: Action, destination: String? = nil) {
        self.action = action
        self.destination = destination
    }
}
