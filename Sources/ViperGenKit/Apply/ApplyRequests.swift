import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Resolves every entry of a spec into a generation request, with the resolver the command
/// line uses, and reports every entry that cannot be generated (an unknown template, a `set` value
/// its template refuses, a name that clashes with an existing module) at once.
enum ApplyRequests {
    /// One request per entry, in spec order, or an ``ApplySpecError`` with the spec's problems
    /// and those of every entry that cannot be resolved; errors that are not about an entry
    /// (the project config's, say) are thrown as they are.
    static func resolve(
        _ spec: ApplySpec, file: String, specFolder: AbsolutePath,
        resolver: inout GenerationRequestResolver
    ) throws -> [GenerationRequest] {
        var requests: [GenerationRequest] = []
        var problems: [ApplySpecProblem] = []
        for entry in spec.entries {
            let template = entry.template.map { absolute($0, in: specFolder) }
            do {
                let request = try resolver.request(
                    entry.kind, name: entry.name, template: template, variables: entry.variables)
                if let (problem, others) = nameVariableProblem(entry, request: request) {
                    // The other values are still checked, so every problem shows at once.
                    problems.append(problem)
                    _ = try RequestMacroValues.values(
                        for: try request.named(entry.name, variables: others),
                        template: request.template.template)
                    continue
                }
                _ = try RequestMacroValues.values(for: request, template: request.template.template)
                requests.append(request)
            } catch {
                guard let problem = problem(for: error, entry: entry) else { throw error }
                problems.append(problem)
            }
        }
        let all = spec.problems + problems
        guard all.isEmpty else { throw ApplySpecError(file: file, problems: all) }
        return requests
    }

    /// A template folder given as a relative path is relative to the spec's folder.
    private static func absolute(_ template: String, in specFolder: AbsolutePath) -> String {
        guard TemplateResolver.isPath(template), !template.hasPrefix("/"), !template.hasPrefix("~")
        else { return template }
        return specFolder.appending(component: template).pathString
    }

    /// Refuses a `set` value for the option the entry's name fills; the problem comes with the
    /// other `set` values.
    private static func nameVariableProblem(_ entry: ApplySpecEntry, request: GenerationRequest)
        -> (ApplySpecProblem, [VariableAssignment])?
    {
        guard
            let variable = TemplateNameVariable.identifier(
                for: entry.kind, in: request.template.template),
            entry.variables.contains(where: { $0.key == variable }),
            let set = entry.setLocation
        else { return nil }
        return (
            ApplySpecProblem(
                set,
                "\(EchoedValue(variable).unquoted) is the entry's \"name\". Remove it from set."),
            entry.variables.filter { $0.key != variable }
        )
    }

    /// The problem `error` is, placed at the part of `entry` it is about; nil when it is not
    /// about the entry.
    private static func problem(for error: Error, entry: ApplySpecEntry) -> ApplySpecProblem? {
        switch error {
        case is NameValidationError:
            return ApplySpecProblem(entry.nameLocation, "\(error)")
        case is TemplateLookupError, is TemplateError:
            return entry.templateLocation.map { ApplySpecProblem($0, "\(error)") }
        case is TemplateOptionError, is UsageError:
            return ApplySpecProblem(entry.setLocation ?? entry.location, "\(error)")
        case ValueValidationError.notReverseDNS(.templateOption, _, _, _),
            ValueValidationError.controlCharacter(.templateOption, _, _):
            return ApplySpecProblem(entry.setLocation ?? entry.location, "\(error)")
        default:
            return nil
        }
    }
}
