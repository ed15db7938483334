import ViperGenSwiftSource
import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Transitional: the URL forms Kit's Generate/ folder still calls, each forwarding to the typed
// operation. Deleted with `URL+AbsolutePath.swift` once Generate/ holds typed paths.

extension AppFileLocator {
    /// ``file(for:configured:from:appFolder:)`` for folders held as file URLs.
    package func file(for role: AppFileRole, configured: AppFiles, from start: URL, appFolder: URL?)
        -> (url: URL?, name: String)
    {
        let found = file(
            for: role, configured: configured, from: start.absolutePath,
            appFolder: appFolder?.absolutePath)
        return (found.path.map(URL.init), found.name)
    }

    /// ``relativePath(of:)`` for a file URL.
    package func relativePath(of url: URL) -> String { relativePath(of: url.absolutePath) }
}

extension NearestXcodeProject {
    /// ``directory`` as a file URL.
    package var folder: URL { URL(directory) }

    /// ``find(from:home:fileSystem:)`` from a folder held as a file URL, `home` as text.
    package static func find(from start: URL, home: String?, fileSystem: any FileSystem)
        -> NearestXcodeProject?
    {
        find(
            from: start.absolutePath, home: home.map { URL(fileURLWithPath: $0).absolutePath },
            fileSystem: fileSystem)
    }
}

extension ProjectSpelling {
    /// ``path(of:)`` for a file URL: `url` itself when the spelling changes nothing.
    package func path(of url: URL) -> URL {
        let spelled = path(of: url.absolutePath)
        return spelled == url.absolutePath ? url : URL(spelled)
    }
}

extension AppFileReader {
    /// ``read(_:)`` for a path as text (a relative one cannot be read).
    package func read(_ path: String) -> Result<[UInt8], ReadRefusal> {
        guard let typed = try? AbsolutePath(validating: path) else {
            return .failure(ReadRefusal("it cannot be read"))
        }
        return read(typed)
    }
}
