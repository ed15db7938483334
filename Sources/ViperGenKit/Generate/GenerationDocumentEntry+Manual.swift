import ViperGenOutput
import ViperGenSwiftSource

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GenerationDocumentEntry.Manual {
    /// The lines of `registration` (its file relative to `root`) to add or delete by hand, the
    /// file's path as `display` gives it to documents.
    init(_ registration: ManualRegistration, root: URL, display: PathDisplay) {
        self.init(
            file: display.relative(root.appendingPathComponent(registration.file).path),
            reasons: registration.reasons,
            lines: registration.steps.map {
                GenerationDocumentEntry.Line(place: $0.place, line: $0.line)
            })
    }
}
