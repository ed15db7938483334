import ViperGenSystem

/// Reads the app files registrations are added to and removed from: regular files only, with
/// the reason in words when one cannot be edited.
package struct AppFileReader {
    /// The file system the app files are read from.
    let fileSystem: any FileSystem

    /// Creates it from its parts (the memberwise initializer, for the modules above).
    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The bytes of the app file at `path`, or why it cannot be edited, in words that say what
    /// it is (a link, a FIFO) rather than "not found".
    package func read(_ path: AbsolutePath) -> Result<[UInt8], ReadRefusal> {
        switch try? fileSystem.entryKind(at: path) {
        case .symbolicLink?:
            return .failure(
                ReadRefusal("it is a symbolic link, and viper-gen edits only regular files"))
        case .other?:
            return .failure(ReadRefusal("it is not a regular file (a FIFO, socket or device)"))
        default: break
        }
        do {
            return .success(try fileSystem.readFile(at: path))
        } catch let failure as FileSystemError {
            return .failure(ReadRefusal("it cannot be read: \(failure.reason)"))
        } catch {
            return .failure(ReadRefusal("it cannot be read"))
        }
    }
}
