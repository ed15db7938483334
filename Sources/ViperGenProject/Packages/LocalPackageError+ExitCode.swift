import ViperGenSystem
import ViperGenXcode

/// ViperGenXcode depends on nothing, so its error states its exit code here, beside its use.
extension LocalPackageError: ExitCodeError {
    /// The project file's own error keeps its code; a target to choose is a bad command line
    /// (64); a package the project refers to otherwise is a failure to act (1).
    package var exitCode: ExitCode {
        switch self {
        case .project(let error): return error.exitCode
        case .noApplicationTarget, .ambiguousTarget: return .usage
        default: return .failure
        }
    }
}
