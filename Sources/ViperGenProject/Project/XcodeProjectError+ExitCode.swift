import ViperGenSystem
import ViperGenXcode

/// ViperGenXcode depends on nothing, so its error states its exit code here, beside its use.
extension XcodeProjectError: ExitCodeError {
    /// A project file that cannot be parsed is bad input data (65); a target or folder the
    /// command line cannot use is a bad command line (64).
    package var exitCode: ExitCode {
        if case .unparseable = self { return .badTemplate }
        return .usage
    }
}
