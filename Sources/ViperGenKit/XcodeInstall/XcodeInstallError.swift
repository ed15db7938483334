import ViperGenSystem

/// Why `viper-gen xcode install` or `uninstall` refused; nothing was changed.
package enum XcodeInstallError: Error, Equatable, CustomStringConvertible {
    /// The destination holds something viper-gen did not install there.
    case foreignFolder(String)
    /// The install's folder holds a template folder of the name install writes that the
    /// install's marker does not list.
    case foreignTemplate(String)

    /// A message that names the problem and how to fix it; the folder is shown escaped.
    package var description: String {
        switch self {
        case .foreignFolder(let folder):
            return "\(EchoedValue.escaped(folder)) exists and was not made by viper-gen xcode "
                + "install (it has no \(XcodeInstallMarker.fileName)); nothing was changed. "
                + "Choose another folder with --dest, or move that one away."
        case .foreignTemplate(let folder):
            return "\(EchoedValue.escaped(folder)) exists and was not made by viper-gen xcode "
                + "install (its \(XcodeInstallMarker.fileName) does not list it); nothing was "
                + "changed. Move it away, or choose another folder with --dest."
        }
    }
}

extension XcodeInstallError: ExitCodeError {
    /// Templates that cannot be installed or uninstalled: 73.
    package var exitCode: ExitCode { .cannotCreate }
}
