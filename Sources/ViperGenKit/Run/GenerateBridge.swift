import ViperGenOutput
import ViperGenSwiftSource
import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Transitional: where Kit outside Generate/ meets what Generate/ still holds as file URLs or
// text. Deleted with ViperGenProject's `URL+AbsolutePath.swift` once Generate/ holds typed paths.

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

/// The ``FileSystem`` operations Generate/ still calls with a path as text, each validating it
/// (a relative one throws ``PathError``); Kit's own, so that no layer below offers them.
extension FileSystem {
    /// ``FileSystem/entryKind(at:)`` for a path as text.
    func entryKind(at path: String) throws -> FileEntryKind? {
        try entryKind(at: AbsolutePath(validating: path))
    }

    /// ``FileSystem/readFile(at:)`` for a path as text.
    func readFile(at path: String) throws -> [UInt8] {
        try readFile(at: AbsolutePath(validating: path))
    }

    /// ``FileSystem/contentsOfDirectory(at:)`` for a path as text.
    func contentsOfDirectory(at path: String) throws -> [String] {
        try contentsOfDirectory(at: AbsolutePath(validating: path))
    }
}
