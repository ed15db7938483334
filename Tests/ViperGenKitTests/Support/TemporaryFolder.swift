import Foundation

/// A fresh folder under the system temporary folder, removed when the test is done with it.
final class TemporaryFolder {
    /// The folder's URL (with symlinks resolved, so paths compare equal).
    let url: URL

    /// Creates an empty folder whose name starts with `prefix`.
    init(_ prefix: String = "viper-gen-test") throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        url = base.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The URL of `path` inside the folder.
    func appending(_ path: String) -> URL { url.appendingPathComponent(path) }

    /// The folder's path.
    var path: String { url.path }

    /// The path of `relative` inside the folder.
    func path(_ relative: String) -> String { path + "/" + relative }

    /// Writes `text` to `relative`, creating its folders.
    func write(_ relative: String, _ text: String) throws {
        let target = appending(relative)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
    }

    /// Creates the folder `relative` and its parents.
    func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(
            at: appending(relative), withIntermediateDirectories: true)
    }

    /// The UTF-8 text of `relative`.
    func read(_ relative: String) throws -> String {
        String(decoding: try Data(contentsOf: appending(relative)), as: UTF8.self)
    }

    /// Removes the folder now rather than when the object goes away.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
