import ViperGenOutput
import ViperGenSwiftSource
import ViperGenSystem

/// The Swift files below a folder, as ``SwiftFileFinder`` finds them, with the types each
/// declares: folders and files whose stamp the previous index holds are taken from it, the
/// others listed and read, and the result is the next index.
struct DeclarationScan {
    /// A Swift file found, with the types it declares (none when it cannot be read).
    struct ScannedFile: Equatable {
        /// Its absolute path.
        let path: String
        /// The types it declares, in order.
        let types: [String]
    }

    /// The file system to look in.
    let fileSystem: any FileSystem
    /// Entries changed at or after this instant (nanoseconds since 1970) are not kept in the
    /// next index: a later change in the same clock tick would not change their stamp.
    let settledBefore: Int64

    /// The Swift files below `root`, sorted by path, the index to keep for the next run, and
    /// whether that index differs from `previous` (none counts as empty).
    ///
    /// Each entry of the next index either is `previous`'s, unchanged, or was listed or read
    /// again: with none of the latter and as many entries as `previous`, the two are equal,
    /// which spares comparing tens of thousands of entries.
    func scan(below root: String, previous: DeclarationIndex?) -> (
        files: [ScannedFile], index: DeclarationIndex, changed: Bool
    ) {
        var next = DeclarationIndex(root: root)
        next.folders.reserveCapacity(previous?.folders.count ?? 0)
        next.files.reserveCapacity(previous?.files.count ?? 0)
        var found: [ScannedFile] = []
        var refreshed = false
        // Each folder to scan, with its stamp when listing its parent already took it.
        var pending: [(relative: String, stamp: FileStamp?)] = [("", nil)]
        while let (relative, known) = pending.popLast() {
            let folder = RelativePaths.join(root, relative)
            let stamp = known ?? (try? fileSystem.stamp(at: folder)) ?? nil
            let entries: [DeclarationIndexEntry]
            var stamps: [FileStamp?]?
            if let stamp, let cached = previous?.folder(relative, stamp: stamp) {
                entries = cached
            } else if let fresh = list(folder) {
                (entries, stamps) = (fresh.map(\.entry), fresh.map(\.stamp))
            } else {
                continue
            }
            let listed = stamps != nil
            if let stamp, stamp.kind == .directory, stamp.latest < settledBefore {
                next.folders[relative] = DeclarationIndex.Folder(stamp: stamp, entries: entries)
                refreshed = refreshed || listed
            }
            for (position, entry) in entries.enumerated() {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if entry.isFolder {
                    pending.append((path, stamps?[position] ?? nil))
                } else {
                    found.append(
                        read(
                            path, stamp: stamps?[position] ?? nil, root: root, previous: previous,
                            into: &next, refreshed: &refreshed))
                }
            }
        }
        let changed =
            refreshed || next.folders.count != (previous?.folders.count ?? 0)
            || next.files.count != (previous?.files.count ?? 0)
        return (found.sorted { $0.path < $1.path }, next, changed)
    }

    /// The subfolders and Swift files of `folder` that a build of its target sees, each with
    /// the stamp its kind was learnt from (one `lstat` each, which the scan then reuses; nil
    /// from a file system without stamps, which gives the kind alone), or nil when it cannot
    /// be listed.
    private func list(_ folder: String) -> [(entry: DeclarationIndexEntry, stamp: FileStamp?)]? {
        guard let names = try? fileSystem.contentsOfDirectory(at: folder) else { return nil }
        return names.compactMap { name in
            guard !name.hasPrefix(".") else { return nil }
            let path = RelativePaths.join(folder, name)
            let stamp = (try? fileSystem.stamp(at: path)) ?? nil
            switch stamp?.kind ?? (try? fileSystem.entryKind(at: path)) ?? nil {
            case .directory where !SwiftFileFinder.isSkipped(name):
                return (DeclarationIndexEntry(name: name, isFolder: true), stamp)
            case .file, .symbolicLink:
                return name.hasSuffix(".swift")
                    ? (DeclarationIndexEntry(name: name, isFolder: false), stamp) : nil
            default:
                return nil
            }
        }
    }

    /// The types the file at `relative` declares, from `previous` while its stamp (`known`
    /// when its folder was just listed, else taken here) holds, else read; a regular file
    /// that had settled goes into `next`, and `refreshed` is set when one read again does.
    private func read(
        _ relative: String, stamp known: FileStamp?, root: String, previous: DeclarationIndex?,
        into next: inout DeclarationIndex, refreshed: inout Bool
    ) -> ScannedFile {
        let path = RelativePaths.join(root, relative)
        let stamp = known ?? (try? fileSystem.stamp(at: path)) ?? nil
        if let stamp, let types = previous?.types(of: relative, stamp: stamp) {
            next.files[relative] = DeclarationIndex.File(stamp: stamp, types: types)
            return ScannedFile(path: path, types: types)
        }
        guard let bytes = try? fileSystem.readFile(at: path) else {
            return ScannedFile(path: path, types: [])
        }
        let types = DeclarationScanner.declaredTypes(in: String(decoding: bytes, as: UTF8.self))
        if let stamp, stamp.kind == .file, stamp.latest < settledBefore {
            next.files[relative] = DeclarationIndex.File(stamp: stamp, types: types)
            refreshed = true
        }
        return ScannedFile(path: path, types: types)
    }
}
