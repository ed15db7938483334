import ViperGenOutput
import ViperGenSwiftSource
import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Transitional: where Kit outside Generate/ meets what Generate/ still holds as file URLs.
// Deleted with ViperGenProject's `URL+AbsolutePath.swift` once Generate/ holds typed paths.

extension Reporter {
    /// `url` as shown: relative to the current folder when inside it, else absolute.
    func display(_ url: URL) -> String {
        display.show(url.path)
    }
}

extension GenerationDocumentEntry.Manual {
    /// ``init(_:root:display:)`` with the root typed.
    init(_ registration: ManualRegistration, root: AbsolutePath, display: PathDisplay) {
        self.init(registration, root: URL(root), display: display)
    }
}
