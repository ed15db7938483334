/// One file the generator wants to exist after the write, or to be gone: where, what bytes,
/// and why.
package struct PlannedFile: Equatable, Sendable {
    /// Why the file is written or deleted: a new generated file, an edit or a deletion of a
    /// file read earlier.
    package enum Intent: Equatable, Sendable {
        /// A newly generated file; subject to the existing-file policy if something is there.
        case create
        /// An in-place edit of an existing file; fails if the file no longer equals `original`.
        case edit(original: [UInt8])
        /// A deletion of an existing file; fails if the file no longer equals `original` or is
        /// already gone. Folders it leaves empty go too (never the plan's root).
        case delete(original: [UInt8])

        /// The bytes the file held when it was read, or nil for a new file.
        package var original: [UInt8]? {
            switch self {
            case .create: return nil
            case .edit(let original), .delete(let original): return original
            }
        }
    }

    /// Path relative to the plan's root with "/" separators: `Payments/View/PaymentsView.swift`.
    package var path: String
    /// The complete bytes the file should contain (empty for a deletion).
    package var contents: [UInt8]
    /// Whether this creates a new file, edits an existing one or deletes one.
    package var intent: Intent

    /// Creates a planned file; `intent` defaults to `.create`.
    package init(path: String, contents: [UInt8], intent: Intent = .create) {
        self.path = path
        self.contents = contents
        self.intent = intent
    }

    /// Creates a planned file from UTF-8 text.
    package init(path: String, text: String, intent: Intent = .create) {
        self.init(path: path, contents: Array(text.utf8), intent: intent)
    }

    /// Plans the deletion of the file at `path`, which was read as `original`.
    package static func deletion(of path: String, original: [UInt8]) -> PlannedFile {
        PlannedFile(path: path, contents: [], intent: .delete(original: original))
    }

    /// Whether the plan deletes this file rather than writing it.
    package var isDeletion: Bool {
        if case .delete = intent { return true }
        return false
    }
}
