import Glibc

/// Reads the bytes of one template file, saying why when it cannot (permissions, a dangling
/// or folder link, a FIFO or device, which would otherwise block or be read forever).
enum TemplateFileReader {
    /// The bytes of the file at `path`; throws `TemplateError.unreadableFile` naming the reason.
    static func contents(of path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, code: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(path, code: errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR:
            throw TemplateError.unreadableFile(
                file: path,
                reason: "it is a symbolic link to a folder, which templates do not follow")
        default:
            throw TemplateError.unreadableFile(file: path, reason: "it is not a regular file")
        }
        return try readAll(descriptor, path: path)
    }

    private static func readAll(_ descriptor: Int32, path: String) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path, code: errno)
            }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    /// The error for `errno` `code`, in words a template author can act on.
    static func failure(_ path: String, code: Int32) -> TemplateError {
        let reason: String
        switch code {
        case EACCES, EPERM: reason = "permission denied"
        case ENOENT, ELOOP:
            var status = stat()
            let isLink = lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
            reason = isLink ? "it is a symbolic link to a missing file" : "it no longer exists"
        default: reason = String(cString: strerror(code)).lowercased()
        }
        return TemplateError.unreadableFile(file: path, reason: reason)
    }
}
