import ViperGenSwiftSource
import ViperGenSystem
import ViperGenText

/// The isolation an app's code states on the declarations generated modules build on: its view
/// builder and its base protocols.
struct CodeIsolation {
    /// The file system to read from.
    let fileSystem: any FileSystem
    /// The app's folder, which the paths are relative to.
    let folder: String

    /// The isolation of `ApplicationViewBuilder` in `file`: `@MainActor` on the class or on its
    /// `build(view:)`; nil when the file cannot be read or does not declare the class.
    func viewBuilderIsolation(file: String) -> DeclaredIsolation? {
        guard let text = self.text(of: folder + "/" + file),
            let type = DeclaredIsolation.ofDeclaration("class", "ApplicationViewBuilder", in: text)
        else { return nil }
        if type == .mainActor || DeclaredIsolation.ofViewBuilderMethod(in: text) == .mainActor {
            return .mainActor
        }
        return type
    }

    /// The isolation stated on each of the protocols `names` declared in a Swift file below
    /// `sources` (relative to the app's folder), for those found.
    func protocolIsolations(_ names: [String], below sources: String) -> [DeclaredIsolation] {
        let root = sources == "." ? folder : folder + "/" + sources
        var found: [DeclaredIsolation] = []
        for file in SwiftFileFinder(fileSystem: fileSystem).files(below: root) {
            guard let text = text(of: file), names.contains(where: { text.contains($0) }) else {
                continue
            }
            for name in names {
                if let stated = DeclaredIsolation.ofDeclaration("protocol", name, in: text) {
                    found.append(stated)
                }
            }
        }
        return found
    }

    private func text(of path: String) -> String? {
        (try? fileSystem.readFile(at: AbsolutePath(validating: path))).flatMap {
            String(strictUTF8: $0)
        }
    }
}
