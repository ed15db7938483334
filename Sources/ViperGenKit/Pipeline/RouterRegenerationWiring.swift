import ViperGenOutput
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps a `routed` project's modules in its application router when `project <name>` renders
/// ApplicationRouter.swift over it again (with --force, or where it is missing).
///
/// Every module folder of the existing project that declares `<Name>Module` and that the
/// template does not bring itself is added to the rendered `instantiatedModules`, in the order
/// the existing router lists them (so an unchanged template gives the same bytes). A module
/// that cannot be added, and an element of the existing list that the new one would lack, are
/// refused: the app would no longer open those modules.
struct RouterRegenerationWiring {
    /// The `project` generation.
    let request: GenerationRequest

    private var fileSystem: any FileSystem { request.environment.fileSystem }

    /// `files` with the rendered router listing what the existing project has; `files` as they
    /// are when the project folder does not exist yet or no single router is rendered.
    func wire(_ files: [RenderedFile]) throws -> [RenderedFile] {
        let folder = request.outputRoot.appendingPathComponent(request.name).standardizedFileURL
        guard (try? fileSystem.entryKind(at: folder.path)) == .directory,
            let index = single(in: files, named: "ApplicationRouter.swift")
        else { return files }
        let project =
            try ProjectLocator(fileSystem: fileSystem).project(at: folder)
            ?? Project(
                root: folder,
                config: ProjectConfig(projectName: request.name, author: nil, organization: nil))
        let rendered = files.map { absolutePath(of: $0.path) }
        let router = files[index]
        let old = (try? fileSystem.readFile(at: absolutePath(of: router.path)))
            .map { String(decoding: $0, as: UTF8.self) }
        var text = String(decoding: router.contents, as: UTF8.self)
        var dropped: [DroppedRegistration] = []
        let modules = moduleNames(in: project) { folder in
            rendered.contains { $0.hasPrefix(folder + "/") }
        }
        for name in ordered(modules, by: old) {
            let subject = RegistrationSubject(kind: .module, name: name)
            switch ApplicationRouterRegistration(subject: subject).register(in: text) {
            case .edited(let newText): text = newText
            case .alreadyRegistered: continue
            case .manual(let reasons, _):
                guard willWrite(router.path) else { continue }
                dropped.append(
                    DroppedRegistration(
                        file: show(router.path), registration: "module \(name)",
                        reason: reasons.joined(separator: "; ")))
            }
        }
        if request.options.force, let old {
            let kept = Set(Self.listedTypes(in: text))
            for type in Self.listedTypes(in: old) where !kept.contains(type) {
                dropped.append(
                    DroppedRegistration(
                        file: show(router.path), registration: "\(type)()",
                        reason: "no module folder declares \(type)"))
            }
        }
        guard dropped.isEmpty else {
            throw GenerationError.registrationsWouldBeDropped(
                project: request.name, dropped: dropped)
        }
        var wired = files
        wired[index] = RenderedFile(
            path: router.path, contents: Array(text.utf8), destination: router.destination)
        return wired
    }

    /// The types the `instantiatedModules` list of `text` makes, in order: `PaymentsModule`.
    static func listedTypes(in text: String) -> [String] {
        let source = SwiftSource(text)
        guard case .success(let literal) = ModuleListLiteral.find(in: source) else { return [] }
        return literal.elements.map { source.tokens[$0.lowerBound].text }
    }

    /// The names of the module folders whose Swift files declare `<Name>Module`, in name order;
    /// folders for which `isExcluded(absolutePath)` holds are left out.
    private func moduleNames(in project: Project, excluding isExcluded: (String) -> Bool)
        -> [String]
    {
        let base = project.modulesFolder.standardizedFileURL.path
        let names = (try? fileSystem.contentsOfDirectory(at: base)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().filter { name in
            let path = RelativePaths.join(base, name)
            guard (try? fileSystem.entryKind(at: path)) == .directory, !isExcluded(path) else {
                return false
            }
            return declares(name + "Module", below: path)
        }
    }

    /// `names` in the order the existing router lists their modules; those it does not list
    /// follow by name.
    private func ordered(_ names: [String], by old: String?) -> [String] {
        let listed = old.map(Self.listedTypes(in:)) ?? []
        let position = Dictionary(listed.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
        return names.sorted {
            (position[$0 + "Module"] ?? Int.max, $0) < (position[$1 + "Module"] ?? Int.max, $1)
        }
    }

    /// Whether a Swift file below `folder` declares the type `name`.
    private func declares(_ name: String, below folder: String) -> Bool {
        let wanted = Array(name.utf8)
        return SwiftFileFinder(fileSystem: fileSystem).files(below: folder).contains { path in
            guard let bytes = try? fileSystem.readFile(at: path),
                TypeDeclarationScanner.mentions(wanted, in: bytes)
            else { return false }
            return TypeDeclarationScanner.declaredTypes(in: String(decoding: bytes, as: UTF8.self))
                .contains(name)
        }
    }

    /// The index of the one rendered file called `name`, if exactly one is.
    private func single(in files: [RenderedFile], named name: String) -> Int? {
        let indices = files.indices.filter {
            files[$0].destination == .output
                && files[$0].path.split(separator: "/").last == "\(name)"
        }
        return indices.count == 1 ? indices.first : nil
    }

    /// Whether the rendered file at `path` is written: with --force, or where nothing is.
    private func willWrite(_ path: String) -> Bool {
        request.options.force || (try? fileSystem.entryKind(at: absolutePath(of: path))) == nil
    }

    private func absolutePath(of path: String) -> String {
        RelativePaths.join(request.outputRoot.standardizedFileURL.path, path)
    }

    private func show(_ path: String) -> String {
        request.display.show(absolutePath(of: path))
    }
}
