import ViperGenSystem

/// What the last run learnt about the app's Swift files, cached in
/// `.viper-gen/declaration-index` so a run need not read every file again: each folder's
/// listing and each file's declared types, with the stamp they were read at.
///
/// An entry is used only while its entry on disk has the same stamp (git's index is the
/// model), and only entries that had not changed for a second before their run began are
/// kept: a change made in the same clock tick as the read could leave the stamp as it was.
/// The file is only a cache: one that is missing, unreadable, corrupt or of another version
/// is ignored and rebuilt, never an error.
struct DeclarationIndex: Equatable {
    /// A folder's Swift files and the subfolders a scan descends into, as listed.
    struct Folder: Equatable {
        /// The folder's stamp when it was listed.
        var stamp: FileStamp
        /// Its entries' names, each with its kind.
        var entries: [DeclarationIndexEntry]
    }

    /// A Swift file's declared types.
    struct File: Equatable {
        /// The file's stamp when it was read.
        var stamp: FileStamp
        /// The types it declares, in order.
        var types: [String]
    }

    /// The first line of the file: a different one (another version) is ignored.
    static let header = "viper-gen declaration index 1"

    /// The file's name inside `.viper-gen/`.
    static let fileName = "declaration-index"

    /// The absolute path of the folder scanned.
    var root: String
    /// The folders, by path relative to the root ("" for the root itself).
    var folders: [String: Folder] = [:]
    /// The files, by path relative to the root.
    var files: [String: File] = [:]

    /// The folder's listing if its stamp is unchanged.
    func folder(_ path: String, stamp: FileStamp) -> [DeclarationIndexEntry]? {
        folders[path].flatMap { $0.stamp == stamp ? $0.entries : nil }
    }

    /// The file's declared types if its stamp is unchanged.
    func types(of path: String, stamp: FileStamp) -> [String]? {
        files[path].flatMap { $0.stamp == stamp ? $0.types : nil }
    }
}
