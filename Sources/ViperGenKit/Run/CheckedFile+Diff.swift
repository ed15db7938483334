import ViperGenOutput
import ViperGenText

extension CheckedFile {
    /// The edit of an existing file as a unified diff, what a dry run shows of it; nil for any
    /// other file (new, replaced, deleted, unchanged).
    var unifiedDiff: String? {
        guard disposition == .update, case .edit(let original) = file.intent else { return nil }
        return UnifiedDiff.render(
            old: String(decoding: original, as: UTF8.self),
            new: String(decoding: file.contents, as: UTF8.self), path: file.path)
    }
}
