/// What `update` does to one file of a module or service.
enum FileUpdate: Equatable {
    /// Unedited: replaced by the new template's render.
    case replaced
    /// Edited, and the template's change merged into it without conflict.
    case merged
    /// Edited where the template changed too: written with conflict markers.
    case conflicted(count: Int)
    /// Not text, edited and changed by the template: left as it is, for the user to redo.
    case binaryConflict
    /// A file the new template adds.
    case added
    /// A file the new template no longer has, unedited: deleted.
    case removed
    /// A file the new template no longer has, edited: kept, no longer recorded.
    case keptEdited
    /// A file deleted by the user: left deleted.
    case leftDeleted

    /// Whether the user has work to do on the file.
    var isConflict: Bool {
        switch self {
        case .conflicted, .binaryConflict: return true
        default: return false
        }
    }

    /// The words the report gives for it: `merged`, `conflict (2)`.
    var label: String {
        switch self {
        case .replaced: return "updated"
        case .merged: return "merged with your edits"
        case .conflicted(let count):
            return "conflict" + (count == 1 ? "" : "s (\(count))") + ": resolve the markers"
        case .binaryConflict: return "conflict: not text; yours kept, redo the template's change"
        case .added: return "added"
        case .removed: return "removed (no longer in the template)"
        case .keptEdited: return "kept: no longer in the template, but edited"
        case .leftDeleted: return "left deleted (you deleted it; the template changed it)"
        }
    }

    /// The word the summary line counts it under.
    var summaryWord: String {
        switch self {
        case .replaced: return "updated"
        case .merged: return "merged"
        case .conflicted, .binaryConflict: return "conflict"
        case .added: return "added"
        case .removed: return "removed"
        case .keptEdited: return "kept"
        case .leftDeleted: return "deleted"
        }
    }
}
