import ViperGenOutput
import ViperGenSwiftSource
import ViperGenSystem

extension GenerationDocumentEntry.Manual {
    /// The lines of `registration` (its file relative to `root`) to add or delete by hand, the
    /// file's path as `display` gives it to documents.
    init(_ registration: ManualRegistration, root: AbsolutePath, display: PathDisplay) {
        self.init(
            file: display.relative(root.appending(component: registration.file).pathString),
            reasons: registration.reasons,
            lines: registration.steps.map {
                GenerationDocumentEntry.Line(place: $0.place, line: $0.line)
            })
    }
}
