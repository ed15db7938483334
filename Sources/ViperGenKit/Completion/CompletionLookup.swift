import ViperGenProject
import ViperGenTemplates
import ViperGenXcode

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What shell completion offers from the enclosing project and the template search path: read
/// quickly, never written, and empty rather than an error when something cannot be read.
///
/// The app itself is never scanned: only `.viper-gen.json`, the records under `.viper-gen/` and
/// the template folders `viper-gen templates` searches.
package struct CompletionLookup {
    /// The run's environment: current folder, variables, file system, built-in templates.
    package let environment: RunEnvironment

    /// Creates a lookup in `environment`.
    package init(environment: RunEnvironment) {
        self.environment = environment
    }

    /// The enclosing project (`.some(nil)` outside one), or nil when its config cannot be
    /// read: then nothing that depends on the project is offered.
    private func enclosingProject() -> Project?? {
        do {
            return .some(
                try ProjectLocator(fileSystem: environment.fileSystem)
                    .project(enclosing: environment.currentDirectory))
        } catch {
            return nil
        }
    }

    /// The names of the templates found, as `viper-gen templates` lists them.
    package func templateNames() -> [String] {
        guard let project = enclosingProject() else { return [] }
        return TemplateResolver(environment: environment, project: project).catalog.names
    }

    /// The names of the templates found that `command` renders.
    ///
    /// A project template (viper-gen's project kind) for `project`; for `module` and `service`,
    /// a file template, except one that names its `<name>` option after the other command
    /// (`serviceName`, `moduleName`). A template that cannot be read is not offered.
    package func templateNames(for command: ScaffoldKind) -> [String] {
        guard let project = enclosingProject() else { return [] }
        let catalog = TemplateResolver(environment: environment, project: project).catalog
        return catalog.names.filter { name in
            guard let entry = catalog.matches(for: name).first,
                let info = try? catalog.load(entry).info
            else { return false }
            let isProject = info.kind == TemplateInfo.viperGenProjectKind
            guard command != .project else { return isProject }
            guard !isProject, info.kind != TemplateInfo.xcodeProjectKind else { return false }
            let other: ScaffoldKind = command == .module ? .service : .module
            return !info.options.contains { $0.identifier == other.nameVariable }
        }
    }

    /// The recorded modules, then the recorded services (only those of `kind` when given), as
    /// `remove`, `rename` and `update` take them.
    package func recordedNames(kind: ScaffoldKind? = nil) -> [String] {
        guard case .some(.some(let project)) = enclosingProject() else { return [] }
        return (kind.map { [$0] } ?? [ScaffoldKind.module, .service]).flatMap {
            GenerationRecord.recordedNames($0, in: project, fileSystem: environment.fileSystem)
        }
    }

    /// The options `--set` takes for `command` with the template `template` (`--template`'s
    /// value, nil for the default one): every option but static ones and the one the name fills.
    package func settableOptions(for command: ScaffoldKind, template: String?) -> [TemplateOption] {
        guard let project = enclosingProject() else { return [] }
        let resolver = TemplateResolver(environment: environment, project: project)
        guard let choice = try? resolver.choose(for: command, flag: template) else { return [] }
        let nameVariable = TemplateNameVariable.identifier(for: command, in: choice.template)
        return choice.template.info.options.filter {
            $0.optionType != .static && $0.identifier != nameVariable
        }
    }

    /// The targets of the project's `.xcodeproj` that `--test-target` (`unitTests`) or
    /// `--target` takes; none outside a project or without a readable `.xcodeproj`.
    package func xcodeTargetNames(unitTests: Bool) -> [String] {
        guard case .some(.some(let project)) = enclosingProject(),
            let xcodeProject = try? XcodeProjectMembership.xcodeProject(
                of: project, fileSystem: environment.fileSystem),
            let bytes = try? environment.fileSystem.readFile(
                at: project.root.appending(component: xcodeProject + "/project.pbxproj"))
        else { return [] }
        return (try? XcodeProjectEdit.targetNames(inProject: bytes, unitTests: unitTests)) ?? []
    }
}

extension CompletionLookup {
    /// Whether `--template`'s value `spec` is a folder rather than a name to search for.
    package static func isTemplatePath(_ spec: String) -> Bool {
        TemplateResolver.isPath(spec)
    }
}
