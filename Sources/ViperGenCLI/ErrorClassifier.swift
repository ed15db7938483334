import ViperGenKit
import ViperGenOutput
import ViperGenTemplates
import ViperGenXcode

/// Chooses the exit code for an error, in one place.
enum ErrorClassifier {
    /// 64 for bad command lines, names and values (a control character in the project config
    /// too: a value is refused alike wherever it comes from) and for `apply` without a project
    /// or spec, 65 for bad templates, project configs and specs, 73 for conflicts and files that cannot be created, 128+signal when interrupted,
    /// else 1.
    static func exitCode(for error: Error) -> ExitCode {
        switch error {
        case is UsageError, is NameValidationError, is DateStampError, is ValueValidationError,
            is TemplateOptionError:
            return .usage
        case XcodeProjectError.unparseable:
            return .badTemplate
        case is XcodeProjectError:
            return .usage
        case let error as TemplateLookupError:
            return exitCode(for: error)
        case is ApplySpecError, ApplyError.unreadableSpec:
            return .badTemplate
        case is ApplyError:
            return .usage
        case is XcodeInstallError:
            return .cannotCreate
        case AdoptionError.alreadyAdopted:
            return .cannotCreate
        case is AdoptionError:
            return .usage
        case is TemplateError, is MacroRenderError, is ProjectError, is TemplateMacrosError,
            is NonUTF8PathError:
            return .badTemplate
        case is TemplateExportError:
            return .cannotCreate
        case GenerationError.busy, GenerationError.interruptedRuns:
            return .busy
        case is GenerationError:
            return .cannotCreate
        case let error as OutputError:
            return exitCode(for: error)
        default:
            return .failure
        }
    }

    /// 64 for a template named on the command line that cannot be used as asked, 65 for one
    /// named by the project config or a template that is not of a usable kind.
    private static func exitCode(for error: TemplateLookupError) -> ExitCode {
        switch error {
        case .unknownTemplate(_, let request, _, _), .notAFolder(_, let request):
            return request == .flag || request == .argument ? .usage : .badTemplate
        case .notBuiltIn: return .usage
        case .noTemplateInStyle(_, _, let request, _):
            return request == .flag ? .usage : .badTemplate
        case .xcodeProjectTemplate: return .badTemplate
        }
    }

    /// The exit code of an output error, by its category; a link on disk that leads out of the
    /// output folder is a problem with the destination (73), not with the template (65).
    private static func exitCode(for error: OutputError) -> ExitCode {
        if case .unsafePath(_, .symbolicLinkOutsideRoot) = error { return .cannotCreate }
        switch error.category {
        case .conflict, .cannotCreate: return .cannotCreate
        case .cancelled:
            return error.signalExitStatus.flatMap(ExitCode.init(rawValue:)) ?? .interrupted
        case .invalidPlan: return .badTemplate
        case .rollbackIncomplete: return .failure
        }
    }
}
