import ViperGenOutput
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps an existing project's modules and services registered when `project <name>` renders
/// its app files over it again (with --force, or where they are missing).
///
/// Every module and service folder of the existing project that the template does not bring
/// itself is registered in the rendered app files, in the order the existing RootApp.swift
/// applies them (so an unchanged template gives the same bytes). A registration that cannot be
/// placed in a file about to be written, and one the existing app files hold that the new ones
/// would not, are refused: the app would no longer compile or run.
struct ProjectRegenerationWiring {
    /// The `project` generation.
    let request: GenerationRequest

    private var fileSystem: any FileSystem { request.environment.fileSystem }

    /// `files` with their app files registering what the existing project has; `files` as
    /// they are for another command or when the project folder does not exist yet.
    func wire(_ files: [RenderedFile]) throws -> [RenderedFile] {
        guard request.command == .project else { return files }
        // The routed application router lists its modules; other styles have no registry.
        if request.style.registry == .applicationRouter {
            return try RouterRegenerationWiring(request: request).wire(files)
        }
        guard request.style.registry == .appFiles else { return files }
        let folder = request.outputRoot.appendingPathComponent(request.name).standardizedFileURL
        guard (try? fileSystem.entryKind(at: folder.path)) == .directory else { return files }
        let project =
            try ProjectLocator(fileSystem: fileSystem).project(at: folder)
            ?? Project(
                root: folder,
                config: ProjectConfig(projectName: request.name, author: nil, organization: nil))
        var overlay = AppFileOverlay(files)
        let rendered = files.map { absolutePath(of: $0.path) }
        let subjects = ExistingSubjects(project: project, fileSystem: fileSystem)
            .subjects { folder in rendered.contains { $0.hasPrefix(folder + "/") } }
        let modules = AppFileLocator(project: project, fileSystem: fileSystem).moduleAssemblies()
            .union([GenerationPlanner.mainModuleName + "Assembly"])
        var dropped: [DroppedRegistration] = []
        for subject in ordered(subjects, by: overlay) {
            let unplaced = overlay.register(subject, moduleAssemblies: modules)
            for manual in unplaced where willWrite(manual.file) {
                dropped.append(
                    DroppedRegistration(
                        file: show(manual.file),
                        registration: "\(subject.kind.rawValue) \(subject.name)",
                        reason: manual.reasons.joined(separator: "; ")))
            }
        }
        if request.options.force { dropped += lostRegistrations(in: overlay) }
        guard dropped.isEmpty else {
            throw GenerationError.registrationsWouldBeDropped(
                project: request.name, dropped: dropped)
        }
        return overlay.files
    }

    /// `subjects` in the order the existing RootApp.swift applies their assemblies; those it
    /// does not apply follow by name.
    private func ordered(_ subjects: [RegistrationSubject], by overlay: AppFileOverlay)
        -> [RegistrationSubject]
    {
        let applied = existingText(at: overlay.rootAppIndex, in: overlay).map {
            ApplyCall.all(in: SwiftSource($0)).map(\.assemblyType)
        }
        let position = Dictionary(
            (applied ?? []).enumerated().map { ($1, $0) }, uniquingKeysWith: min)
        return subjects.sorted {
            (position[$0.assemblyType] ?? Int.max, $0.name)
                < (position[$1.assemblyType] ?? Int.max, $1.name)
        }
    }

    /// The applies and `Views` cases of the existing app files that the rendered ones lack.
    private func lostRegistrations(in overlay: AppFileOverlay) -> [DroppedRegistration] {
        var lost: [DroppedRegistration] = []
        if let index = overlay.rootAppIndex, let old = existingText(at: index, in: overlay) {
            let kept = Set(
                ApplyCall.all(in: SwiftSource(overlay.text(at: index))).map(\.assemblyType))
            let before = ApplyCall.all(in: SwiftSource(old)).map(\.assemblyType)
            for type in unique(before) where !kept.contains(type) {
                lost.append(
                    DroppedRegistration(
                        file: show(overlay.files[index].path),
                        registration: "container.apply(\(type).self)",
                        reason: "no module or service folder declares \(type)"))
            }
        }
        if let index = overlay.viewsIndex, let old = existingText(at: index, in: overlay) {
            let kept = Set(
                ViewsEnumRegistration.caseNames(in: SwiftSource(overlay.text(at: index))))
            let before = ViewsEnumRegistration.caseNames(in: SwiftSource(old))
            for name in unique(before) where !kept.contains(name) {
                lost.append(
                    DroppedRegistration(
                        file: show(overlay.files[index].path), registration: "case \(name)",
                        reason: "no module folder declares the assembly of this screen"))
            }
        }
        return lost
    }

    /// The text on disk of the existing file the rendered file at `index` would replace.
    private func existingText(at index: Int?, in overlay: AppFileOverlay) -> String? {
        guard let index,
            let bytes = try? fileSystem.readFile(at: absolutePath(of: overlay.files[index].path))
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
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

    private func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
