import Foundation
import Glibc

/// Lists the files of a template folder as sorted "/"-separated relative paths.
enum TemplateFolderListing {
    /// Regular files below `folder`, skipping `.DS_Store`; folders are descended, symlinked
    /// folders are not.
    static func files(under folder: URL) throws -> [String] {
        let manager = FileManager.default
        var paths: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let current = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            let names: [String]
            do {
                names = try manager.contentsOfDirectory(atPath: current.path)
            } catch {
                let denied = access(current.path, R_OK | X_OK) != 0 && errno == EACCES
                throw TemplateError.unreadableFile(
                    file: current.path,
                    reason: denied ? "permission denied" : "the folder cannot be listed")
            }
            for name in names where name != ".DS_Store" {
                let path = relative.isEmpty ? name : relative + "/" + name
                let attributes = try? manager.attributesOfItem(
                    atPath: folder.appendingPathComponent(path).path)
                if attributes?[.type] as? FileAttributeType == .typeDirectory {
                    pending.append(path)
                } else {
                    paths.append(path)
                }
            }
        }
        return paths.sorted()
    }
}
