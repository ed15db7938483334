import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenTemplates

extension ProjectRegenerationWiring {
    /// `files` with the rendered ApplicationRouter.swift listing the modules of `project`.
    ///
    /// Every module folder that declares `<Name>Module` and that the template does not bring
    /// itself is added, in the order the existing router lists them; what cannot be added, or
    /// (with --force) would be lost, joins `dropped`. `files` as they are when no single router
    /// is rendered.
    func wireRouter(
        _ files: [RenderedFile], project: Project, dropped: inout [DroppedRegistration]
    ) throws -> [RenderedFile] {
        guard let index = single(in: files, named: "ApplicationRouter.swift") else { return files }
        let rendered = files.map { absolutePath(of: $0.path).pathString }
        let router = files[index]
        let old = existingText(of: router.path)
        var text = String(decoding: router.contents, as: UTF8.self)
        let modules = moduleNames(in: project) { folder in
            rendered.contains { $0.hasPrefix(folder + "/") }
        }
        let listed = old.map(Self.listedTypes(in:)) ?? []
        for name in ordered(modules, by: listed, key: { $0 + "Module" }, name: { $0 }) {
            let subject = RegistrationSubject(kind: .module, name: name)
            switch ApplicationRouterSite().register(subject, in: text) {
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
        if request.flags.force, old != nil {
            let kept = Set(Self.listedTypes(in: text))
            for type in listed where !kept.contains(type) {
                dropped.append(
                    DroppedRegistration(
                        file: show(router.path), registration: "\(type)()",
                        reason: "no module folder declares \(type)"))
            }
        }
        var wired = files
        wired[index] = RenderedFile(
            path: router.path, contents: Array(text.utf8), destination: router.destination)
        return wired
    }

    /// The types the `instantiatedModules` list of `text` makes, in order: `PaymentsModule`.
    static func listedTypes(in text: String) -> [String] {
        ApplicationRouterSite.listedTypes(in: text)
    }

    /// The names of the module folders whose Swift files declare `<Name>Module`, in name order;
    /// folders for which `isExcluded(absolutePath)` holds are left out.
    private func moduleNames(in project: Project, excluding isExcluded: (String) -> Bool)
        -> [String]
    {
        ExistingSubjects(project: project, fileSystem: fileSystem).folderNames(
            in: project.modulesFolder, declaring: { $0 + "Module" }, excluding: isExcluded
        ).sorted()
    }

    /// The index of the one rendered file called `name`, if exactly one is.
    private func single(in files: [RenderedFile], named name: String) -> Int? {
        let indices = files.indices.filter {
            files[$0].destination == .output
                && files[$0].path.split(separator: "/").last == "\(name)"
        }
        return indices.count == 1 ? indices.first : nil
    }
}
