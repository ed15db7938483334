import ViperGenSystem

/// Reads the bytes of one template file, saying why when it cannot (permissions, a dangling
/// or folder link, a FIFO or device, which would otherwise block or be read forever).
struct TemplateFileReader {
    /// The file system the template is read from.
    let fileSystem: any FileSystem

    /// The bytes of the file at `path`; throws `TemplateError.unreadableFile` naming the reason.
    func contents(of path: AbsolutePath) throws -> [UInt8] {
        do {
            return try fileSystem.readFile(at: path)
        } catch let failure as FileSystemError {
            throw TemplateError.unreadableFile(
                file: path.pathString, reason: reason(for: failure, reading: path))
        }
    }

    /// The reason for `failure` reading `path`, in words a template author can act on.
    private func reason(for failure: FileSystemError, reading path: AbsolutePath) -> String {
        let isLink = (try? fileSystem.entryKind(at: path)) == .symbolicLink
        switch failure.category {
        case .permissionDenied: return "permission denied"
        case .notFound:
            return isLink ? "it is a symbolic link to a missing file" : "it no longer exists"
        default:
            if failure.code == FileSystemError.Code.symbolicLinkLoop {
                return "it is a symbolic link to a missing file"
            }
            if isLink,
                (try? fileSystem.resolvedPath(of: path)).flatMap({
                    try? fileSystem.entryKind(at: $0)
                }) == .directory
            {
                return "it is a symbolic link to a folder, which templates do not follow"
            }
            if isLink, failure.code == FileSystemError.notARegularFile {
                return "it is a symbolic link to a FIFO, socket or device, not to a regular file"
            }
            return failure.reason
        }
    }
}
