import ViperGenOutput

/// One file of a `--json` document and what the writer does (or would do) with it.
struct RunDocumentFile: Encodable {
    /// The file, relative to the current folder when inside it, else absolute.
    let path: String
    /// The ``FileDisposition``'s name: `create`, `overwrite`, `update`, `delete`, `unchanged`
    /// or `skip`.
    let disposition: String
    /// In a dry run, the edit of an existing file as a unified diff (`--- a/…`, `+++ b/…`,
    /// hunks); absent otherwise.
    let diff: String?

    /// The file at `path` with `disposition` and, for a dry run's edit, its `diff`.
    init(path: String, disposition: FileDisposition, diff: String? = nil) {
        self.path = path
        self.diff = diff
        switch disposition {
        case .create: self.disposition = "create"
        case .overwrite: self.disposition = "overwrite"
        case .update: self.disposition = "update"
        case .delete: self.disposition = "delete"
        case .unchanged: self.disposition = "unchanged"
        case .skip: self.disposition = "skip"
        case .conflict: self.disposition = "conflict"
        }
    }
}
