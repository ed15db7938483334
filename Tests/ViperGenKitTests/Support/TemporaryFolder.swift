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
}
