import Foundation
import ViperGenSystem

/// A fresh folder for one test, in this test run's folder under the system temporary folder,
/// which is removed in the background when the test process exits.
///
/// Nothing is removed while tests run: ext4 looks past every recently deleted inode when it
/// makes a file, so removing each test's tree as it ended slowed every other test's file
/// creations (system time fell by a quarter without it). The folders are spread over 256
/// subfolders, so the parent folders a run lists (looking for IDETemplateMacros.plist) stay
/// short.
package final class TemporaryFolder {
    /// The folder's URL (with symlinks resolved, so paths compare equal).
    package let url: URL

    /// This test run's folder, made on first use; at exit an `rm -rf` that nobody waits for
    /// removes it.
    private static let runFolder: URL = makeRunFolder()

    /// Makes the run's folder name and arranges its removal at exit (a function, not a closure,
    /// so that a declarations-only build of this library skips its body).
    private static func makeRunFolder() -> URL {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        let folder = base.appendingPathComponent("viper-gen-tests-\(UUID().uuidString)")
        atexit {
            let remover = Process()
            remover.executableURL = URL(fileURLWithPath: "/bin/rm")
            remover.arguments = ["-rf", TemporaryFolder.runFolder.path]
            try? remover.run()
        }
        return folder
    }

    /// Creates an empty folder whose name starts with `prefix`.
    package init(_ prefix: String = "viper-gen-test") throws {
        let unique = UUID().uuidString
        url = Self.runFolder.appendingPathComponent(String(unique.prefix(2)))
            .appendingPathComponent("\(prefix)-\(unique)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The URL of `path` inside the folder.
    package func appending(_ path: String) -> URL { url.appendingPathComponent(path) }

    /// The folder's path.
    package var path: String { url.path }

    /// The path of `relative` inside the folder.
    package func path(_ relative: String) -> String { path + "/" + relative }

    /// The folder's path, typed.
    package var absolutePath: AbsolutePath { AbsolutePath(path, relativeTo: .root) }

    /// The typed path of `relative` inside the folder.
    package func absolutePath(_ relative: String) -> AbsolutePath {
        absolutePath.appending(component: relative)
    }

    /// Writes `text` to `relative`, creating its folders.
    package func write(_ relative: String, _ text: String) throws {
        let target = appending(relative)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
    }

    /// Creates the folder `relative` and its parents.
    package func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(
            at: appending(relative), withIntermediateDirectories: true)
    }

    /// Copies every entry of the folder `source` into this folder, except those named in
    /// `skipping` (such as a golden project's `.viper-gen.json`, to adopt it afresh).
    package func copyContents(of source: URL, skipping: Set<String> = []) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path)
        where !skipping.contains(name) {
            try FileManager.default.copyItem(
                at: source.appendingPathComponent(name), to: appending(name))
        }
    }

    /// The UTF-8 text of `relative`.
    package func read(_ relative: String) throws -> String {
        String(decoding: try Data(contentsOf: appending(relative)), as: UTF8.self)
    }

    /// Removes the folder now rather than after the test process exits.
    package func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
