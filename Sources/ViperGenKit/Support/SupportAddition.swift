import ViperGenOutput
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
/// membership in the app's Xcode target.
struct SupportAddition {
    /// The support code.
    let support: ArchitectureSupport
    /// The files, paths relative to the app's folder.
    let files: [RenderedFile]
    /// The files' membership in the app target, when the app is built by an `.xcodeproj`.
    let xcode: XcodeProjectMembership.Result?

    /// What `init` does about the support code of the app's style.
    enum Decision {
        /// Nothing: the style brings none, or `--no-support` was given.
        case notBrought
        /// Nothing: the app declares every type of it already.
        case present
        /// Adds it.
        case add(SupportAddition)
        /// Nothing, with a warning: the app declares some of its types (`declared`) and not
        /// others its modules use (`missing`), so adding it would declare those twice.
        case partlyDeclared(declared: [String], missing: [String])

        /// The addition, when there is one.
        var addition: SupportAddition? {
            if case .add(let addition) = self { return addition }
            return nil
        }
    }

    /// What to do for the app in `folder` adopted with `config`.
    static func decide(
        config: ProjectConfig, folder: URL, options: InitOptions, environment: RunEnvironment
    ) throws -> Decision {
        let support = ArchitectureSupport(style: config.architectureStyle, config: config)
        guard ArchitectureSupport.brings(support.style), !options.noSupport else {
            return .notBrought
        }
        let values = try macroValues(config: config, options: options, environment: environment)
        let all = try support.files(
            values: values, templates: environment.templates, declared: [])
        let needed = try SupportRendering(
            config: config, values: values, templates: environment.templates
        ).neededTypes(of: support.style)
        let types = Set(all.flatMap { DeclarationScanner.declaredTypes(inUTF8: $0.contents) })
        let declared = try SupportTypeCheck(fileSystem: environment.fileSystem)
            .declared(types.union(needed), below: folder.path)
        // What the style's modules use is there (the app's own, or an older copy of ours).
        if needed.isSubset(of: declared) { return .present }
        guard declared.isEmpty else {
            return .partlyDeclared(
                declared: declared.sorted(), missing: needed.subtracting(declared).sorted())
        }
        let xcode = try membership(
            of: all.map(\.path), config: config, folder: folder,
            fileSystem: environment.fileSystem)
        return .add(SupportAddition(support: support, files: all, xcode: xcode))
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
        of paths: [String], config: ProjectConfig, folder: URL, fileSystem: any FileSystem
    ) throws -> XcodeProjectMembership.Result? {
        let project = Project(root: folder, config: config)
        guard
            let xcodeProject = try XcodeProjectMembership.xcodeProject(
                of: project, fileSystem: fileSystem)
        else { return nil }
        return try XcodeProjectMembership(
            root: folder, xcodeProject: xcodeProject, fileSystem: fileSystem, target: nil,
            testTarget: nil
        ).add(paths)
    }
}
