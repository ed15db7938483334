/// One file the generator wants to exist after the write: where, what bytes, and why.
public struct PlannedFile: Equatable, Sendable {
    /// Why the file is written: a new generated file or an edit of a file read earlier.
    public enum Intent: Equatable, Sendable {
        /// A newly generated file; subject to the existing-file policy if something is there.
        case create
        /// An in-place edit of an existing file; fails if the file no longer equals `original`.
        case edit(original: [UInt8])
    }

    /// Path relative to the plan's root with "/" separators: `Payments/View/PaymentsView.swift`.
    public var path: String
    /// The complete bytes the file should contain.
    public var contents: [UInt8]
    /// Whether this creates a new file or edits an existing one.
    public var intent: Intent

    /// Creates a planned file; `intent` defaults to `.create`.
    public init(path: String, contents: [UInt8], intent: Intent = .create) {
        self.path = path
        self.contents = contents
        self.intent = intent
    }

    /// Creates a planned file from UTF-8 text.
    public init(path: String, text: String, intent: Intent = .create) {
        self.init(path: path, contents: Array(text.utf8), intent: intent)
    }
}
