import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `init` adds to an app that has none of its style's support code, so that the first
/// module compiles: the files of ``ArchitectureSupport`` in the app's sources, and their
/// membership in the app's Xcode target; ``decide(config:folder:survey:options:environment:)``
/// also tells when the app's own modules call for a derived template instead.
struct SupportAddition {
    /// The support code.
    let support: ArchitectureSupport
    /// The files, paths relative to the app's folder.
    let files: [RenderedFile]
    /// The files' membership in the app target, when the app is built by an `.xcodeproj`.
    let xcode: XcodeProjectMembership.Result?
    /// The other edits: the manifest whose target the support code becomes, the project
    /// file's link to its product when no file joins the app target.
    var edits: [PlannedFile] = []

    /// What `init` does about the support code of the app's style.
    enum Decision {
        /// Nothing: the style brings none, or `--no-support` was given.
        case notBrought
        /// Nothing: the app declares every type of it already.
        case present
        /// Adds it.
        case add(SupportAddition)
        /// A team template made from one of the app's own modules: they build on base types
        /// of the app's, not on the style's support code.
        case derive(DerivedTemplate, needed: [String])
        /// Nothing, with a warning: the app declares some of its types (`declared`) and not
        /// others its modules use (`missing`), so adding it would declare those twice.
        case partlyDeclared(declared: [String], missing: [String])

        /// The addition, when there is one.
        var addition: SupportAddition? {
            if case .add(let addition) = self { return addition }
            return nil
        }

        /// The files init writes for it, relative to the app's folder: the support code and
        /// its project-file edit, or the derived template.
        var files: [PlannedFile] {
            switch self {
            case .add(let addition):
                return addition.files.map { PlannedFile(path: $0.path, contents: $0.contents) }
                    + (addition.xcode?.edit.map { [$0] } ?? []) + addition.edits
            case .derive(let template, _):
                return template.files
            case .notBrought, .present, .partlyDeclared:
                return []
            }
        }
    }

    /// What to do for the app in `folder` adopted with `config`, whose modules `survey` found.
    ///
    /// Nothing when the app declares what the style's modules use; else a template derived
    /// from one of its modules when it has some (`--exemplar` names it; at a terminal the
    /// exemplar is asked, the smallest complete module by default); else the style's support
    /// code, when the app declares none of it.
    static func decide(
        config: ProjectConfig, folder: AbsolutePath, survey: AppSurvey, options: InitOptions,
        environment: RunEnvironment
    ) throws -> Decision {
        guard !options.noSupport else { return .notBrought }
        let support = ArchitectureSupport(style: config.architectureStyle, config: config)
        let values = try macroValues(config: config, options: options, environment: environment)
        let all =
            ArchitectureSupport.brings(support.style)
            ? try support.files(values: values, templates: environment.templates)
            : []
        let needed = try SupportRendering(
            config: config, values: values, templates: environment.templates
        ).neededTypes(of: support.style)
        let types = Set(all.flatMap { DeclarationScanner.declaredTypes(inUTF8: $0.contents) })
        let declared = try SupportTypeCheck(fileSystem: environment.fileSystem)
            .declared(types.union(needed), below: folder)
        // What the style's modules use is there (the app's own, or an older copy of ours).
        if needed.isSubset(of: declared) { return .present }
        let modules = moduleFolders(survey, config: config, in: folder)
        if !modules.isEmpty {
            let template = try derivedTemplate(
                from: modules, config: config, folder: folder, options: options,
                environment: environment)
            return .derive(template, needed: needed.subtracting(declared).sorted())
        }
        guard ArchitectureSupport.brings(support.style) else { return .notBrought }
        guard declared.isEmpty else {
            return .partlyDeclared(
                declared: declared.sorted(), missing: needed.subtracting(declared).sorted())
        }
        guard let package = support.package else {
            let xcode = try membership(
                of: all.map(\.path), config: config, folder: folder,
                fileSystem: environment.fileSystem)
            return .add(SupportAddition(support: support, files: all, xcode: xcode))
        }
        return .add(
            try packaged(
                support, package: package, files: all, config: config, folder: folder,
                fileSystem: environment.fileSystem))
    }

    /// The addition of support code that is a Swift module of its own: its files and
    /// manifest, the app's side of it (the container setup) in the app target, the support
    /// module's product linked to the app target.
    private static func packaged(
        _ support: ArchitectureSupport, package: SupportPackage, files: [RenderedFile],
        config: ProjectConfig, folder: AbsolutePath, fileSystem: any FileSystem
    ) throws -> SupportAddition {
        let project = Project(root: folder, config: config)
        let appSide = files.map(\.path).filter { !package.module.isInsideSupport($0) }
        var xcode = try membership(
            of: appSide, config: config, folder: folder, fileSystem: fileSystem)
        let (manifest, linksProduct) = try ModuleManifestPlan(
            project: project, fileSystem: fileSystem
        ).addingSupport(of: package.layout, over: nil)
        var files = files
        var edits: [PlannedFile] = []
        if manifest.intent == .create {
            files.append(RenderedFile(path: manifest.path, contents: manifest.contents))
        } else {
            edits.append(manifest)
        }
        if linksProduct,
            let membership = try XcodeProjectMembership.appTarget(
                of: project, fileSystem: fileSystem)
        {
            let path = package.places.package ?? package.layout.manifestFolder ?? ""
            let linked = try membership.linkPackage(
                at: path, product: package.layout.support, over: xcode?.edit)
            if var result = xcode {
                result.edit = linked ?? result.edit
                xcode = result
            } else if let linked {
                edits.append(linked)
            }
        }
        return SupportAddition(support: support, files: files, xcode: xcode, edits: edits)
    }

    /// The folders of the app's modules inside its sources, whatever their layout.
    private static func moduleFolders(
        _ survey: AppSurvey, config: ProjectConfig, in folder: AbsolutePath
    ) -> [AbsolutePath] {
        let findings = survey.viperModuleFolders + survey.moduleFolders.values.flatMap { $0 }
        let sources = config.sourcesPath
        let paths = Set(
            findings.flatMap { finding in finding.names.map { finding.folder + "/" + $0 } }
                .filter { sources == "." || $0.hasPrefix(sources + "/") })
        return paths.sorted().map { folder.appending(component: $0) }
    }

    /// The template derived from the module `--exemplar` names, else the one asked at a
    /// terminal, else the smallest complete one.
    private static func derivedTemplate(
        from modules: [AbsolutePath], config: ProjectConfig, folder: AbsolutePath,
        options: InitOptions,
        environment: RunEnvironment
    ) throws -> DerivedTemplate {
        let fileSystem = environment.fileSystem
        let names = modules.map(\.basename)
        let picked = DerivedTemplate.exemplar(among: modules, fileSystem: fileSystem) ?? modules[0]
        var exemplar = picked
        if let wanted = options.exemplar {
            guard let named = modules.first(where: { $0.basename == wanted }) else {
                throw InitError.undecided(
                    folder: environment.pathDisplay.show(folder.pathString),
                    problems: [
                        "exemplar: the app has no module \(wanted); pass --exemplar with one of "
                            + names.joined(separator: ", ") + "."
                    ])
            }
            exemplar = named
        } else if !options.json, names.count > 1, let ask = environment.ask {
            let answer = try ask(
                Question(
                    setting: "exemplar",
                    problem: "the app's modules match no built-in style, so a team template is "
                        + "made from one of them", choices: names,
                    defaultChoice: picked.basename, flag: "--exemplar"))
            exemplar = modules.first { $0.basename == answer } ?? picked
        }
        return try DerivedTemplate.plan(
            appFolder: folder, moduleFolder: exemplar,
            name: DerivedTemplate.defaultName(appName: config.projectName),
            fileSystem: fileSystem)
    }

    /// The macro values the files are rendered with: the author, organization and date a
    /// `project` run would use here, with the IDETemplateMacros.plist files.
    private static func macroValues(
        config: ProjectConfig, options: InitOptions, environment: RunEnvironment
    ) throws -> MacroValues {
        var flags = GenerationFlags()
        flags.author = options.author
        flags.organization = options.organization
        flags.date = options.date
        var resolver = GenerationRequestResolver(flags: flags, environment: environment)
        let request = try resolver.request(
            .project, name: config.projectName,
            template: config.architectureStyle.templateName(for: .project), variables: [])
        return try RequestMacroValues.values(for: request, template: request.template.template)
    }

    /// The files' membership in the app target of the app's `.xcodeproj`, if it has one.
    private static func membership(
        of paths: [String], config: ProjectConfig, folder: AbsolutePath, fileSystem: any FileSystem
    ) throws -> XcodeProjectMembership.Result? {
        return try XcodeProjectMembership.appTarget(
            of: Project(root: folder, config: config), fileSystem: fileSystem)?.add(paths)
    }
}
