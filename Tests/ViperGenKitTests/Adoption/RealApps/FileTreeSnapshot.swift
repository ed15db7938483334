import Foundation

/// Every file below a folder, by path relative to the folder, with the bytes of the files the
/// measure reads (Swift files, project files, headers; others are held empty): what a run
/// added or changed is the difference of two snapshots.
struct FileTreeSnapshot {
    /// The files' bytes by relative path.
    let files: [String: Data]
    /// The endings of the files whose bytes are read.
    static let readEndings = [".swift", ".pbxproj", ".h"]

    /// Lists every regular file below `root`.
    init(_ root: URL) {
        var files: [String: Data] = [:]
        let prefix = root.standardizedFileURL.path + "/"
        let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { continue }
            let path = url.standardizedFileURL.path
            let read = Self.readEndings.contains { path.hasSuffix($0) }
            guard let bytes = read ? try? Data(contentsOf: url) : Data() else { continue }
            files[path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path] = bytes
        }
        self.files = files
    }

    /// The paths of files that are here and not in `earlier`, sorted.
    func added(since earlier: FileTreeSnapshot) -> [String] {
        files.keys.filter { earlier.files[$0] == nil }.sorted()
    }

    /// The paths of files in both whose bytes differ, sorted.
    func changed(since earlier: FileTreeSnapshot) -> [String] {
        files.keys.filter { path in earlier.files[path].map { $0 != files[path] } ?? false }
            .sorted()
    }

    /// The UTF-8 text of the file at `path`, if there is one.
    func text(_ path: String) -> String? {
        files[path].map { String(decoding: $0, as: UTF8.self) }
    }
}
