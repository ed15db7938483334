import ViperGenSystem

/// An IDETemplateMacros.plist that exists but cannot be used.
package enum TemplateMacrosError: Error, Equatable, CustomStringConvertible {
    /// The file cannot be read (a folder, no permission, ...).
    case unreadable(file: String, reason: String)
    /// The file is not a property list of string macros.
    case malformed(file: String, reason: String)

    /// A message that names the file, the problem and the fix; the path and what the file
    /// holds are shown escaped.
    package var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return "\(EchoedValue.escaped(file)) cannot be read: \(reason). viper-gen reads it "
                + "for Xcode's text macros (FILEHEADER, ...); make it a readable file or remove it."
        case .malformed(let file, let reason):
            return "\(EchoedValue.escaped(file)) is not a usable IDETemplateMacros.plist: "
                + "\(EchoedValue.escaped(reason)). It must be a dictionary of macro names to "
                + "strings, e.g. <key>FILEHEADER</key>"
                + "<string> Copyright © ___YEAR___ Acme</string> (`plutil -lint` checks it)."
        }
    }
}

extension TemplateMacrosError: ExitCodeError {
    /// A bad IDETemplateMacros.plist: 65.
    package var exitCode: ExitCode { .badTemplate }
}
