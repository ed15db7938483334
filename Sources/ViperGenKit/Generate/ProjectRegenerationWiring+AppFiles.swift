import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenTemplates

extension ProjectRegenerationWiring {
    /// `files` with their app files registering the modules and services of `project`.
    ///
    /// Every module and service folder that the template does not bring itself is registered,
    /// in the order the existing RootApp.swift applies them; what cannot be registered, or
    /// (with --force) would be lost, joins `dropped`.
    func wireAppFiles(
        _ files: [RenderedFile], project: Project, dropped: inout [DroppedRegistration]
    ) throws -> [RenderedFile] {
        var overlay = AppFileOverlay(files)
        let rendered = files.map { absolutePath(of: $0.path).pathString }
        let subjects = ExistingSubjects(project: project, fileSystem: fileSystem)
            .subjects { folder in rendered.contains { $0.hasPrefix(folder + "/") } }
        let modules = AppFileLocator(project: project, fileSystem: fileSystem).moduleAssemblies()
            .union([GenerationRequest.mainModuleName + "Assembly"])
        let applied = existingText(at: overlay.rootAppIndex, in: overlay).map {
            ContainerSite.appliedAssemblies(in: $0)
        }
        for subject in ordered(subjects, by: applied ?? [], key: \.assemblyType, name: \.name) {
            let unplaced = overlay.register(subject, moduleAssemblies: modules)
            for manual in unplaced where willWrite(manual.file) {
                dropped.append(
                    DroppedRegistration(
                        file: show(manual.file),
                        registration: "\(subject.kind.rawValue) \(subject.name)",
                        reason: manual.reasons.joined(separator: "; ")))
            }
        }
        if request.flags.force { dropped += lostRegistrations(in: overlay) }
        return overlay.files
    }

    /// The applies and `Views` cases of the existing app files that the rendered ones lack.
    private func lostRegistrations(in overlay: AppFileOverlay) -> [DroppedRegistration] {
        var lost: [DroppedRegistration] = []
        if let index = overlay.rootAppIndex, let old = existingText(at: index, in: overlay) {
            let kept = Set(
                ContainerSite.appliedAssemblies(in: overlay.text(at: index)))
            let before = ContainerSite.appliedAssemblies(in: old)
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
                ViewsEnumSite.caseNames(in: overlay.text(at: index)))
            let before = ViewsEnumSite.caseNames(in: old)
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
        index.flatMap { existingText(of: overlay.files[$0].path) }
    }
}
