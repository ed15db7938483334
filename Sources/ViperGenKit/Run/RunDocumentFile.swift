import ViperGenOutput

/// One file of a `--json` document and what the writer does (or would do) with it.
struct RunDocumentFile: Encodable {
    /// The file, relative to the current folder when inside it, else absolute.
    let path: String
    /// The ``FileDisposition``'s name: `create`, `overwrite`, `update`, `delete`, `unchanged`
    /// or `skip`.
    let disposition: String

    /// The file at `path` with `disposition`.
    init(path: String, disposition: FileDisposition) {
        self.path = path
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
