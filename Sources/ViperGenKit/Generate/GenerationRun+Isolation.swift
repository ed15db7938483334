import ViperGenSwiftSource
import ViperGenSystem
import ViperGenTemplates
import ViperGenText

extension GenerationRun {
    /// The registration subject of `request`, whose rendered files are `files`, with whether
    /// its assembly builds it on the main actor (`@MainActor` on `build()` or on the assembly)
    /// in an app without main-actor default isolation: the view builder must then call it from
    /// main-actor code, which its site checks before registering.
    func subject(of request: GenerationRequest, files: [RenderedFile]) -> RegistrationSubject {
        var subject = RegistrationSubject(kind: request.command, name: request.name)
        guard request.command == .module,
            request.project?.config.build?.defaultIsolation != "MainActor",
            let registered = request.style.registry.registeredFile(for: request.name),
            let assembly = files.first(where: {
                $0.destination == .output
                    && $0.path.split(separator: "/").last == Substring(registered)
            }),
            let text = String(strictUTF8: assembly.contents)
        else { return subject }
        subject.buildsOnMainActor = DeclaredIsolation.ofMethod("build", in: text) == .mainActor
        return subject
    }
}
