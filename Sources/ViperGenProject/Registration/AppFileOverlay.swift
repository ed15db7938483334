import ViperGenSwiftSource
import ViperGenTemplates

/// A project's rendered files held in memory, where registrations are added to its app files
/// (RootApp.swift, the file declaring `enum Views`, ApplicationViewBuilder.swift, RootView.swift)
/// before anything is written.
package struct AppFileOverlay {
    /// The rendered files, the app files among them with every registration added so far.
    package private(set) var files: [RenderedFile]
    /// The index in `files` of each app file rendered exactly once.
    private let indices: [AppFileRole: Int]

    /// An overlay over the rendered `files`.
    package init(_ files: [RenderedFile]) {
        self.files = files
        var indices: [AppFileRole: Int] = [:]
        for role in AppFileRole.swiftUIApp {
            let found = files.indices.filter { Self.plays(role, files[$0]) }
            if found.count == 1 { indices[role] = found[0] }
        }
        self.indices = indices
    }

    /// The index in `files` of RootApp.swift, if exactly one is rendered.
    package var rootAppIndex: Int? { indices[.rootApp] }
    /// The index in `files` of the Swift file declaring `enum Views`, if exactly one does.
    package var viewsIndex: Int? { indices[.views] }

    /// Adds the registrations of `subject` to the app files that are rendered; returns, per
    /// file, those that cannot be placed with certainty (that file is then left as it was).
    package mutating func register(_ subject: RegistrationSubject, moduleAssemblies: Set<String>)
        -> [ManualRegistration]
    {
        var unplaced: [ManualRegistration] = []
        for role in AppFileRole.swiftUIApp where role.registers(subject.kind) {
            guard let index = indices[role] else { continue }
            let site = role.site(moduleAssemblies: moduleAssemblies)
            switch site.register(subject, in: text(at: index)) {
            case .alreadyRegistered:
                continue
            case .edited(let newText):
                files[index] = RenderedFile(path: files[index].path, contents: Array(newText.utf8))
            case .manual(let reasons, let steps):
                unplaced.append(
                    ManualRegistration(file: files[index].path, reasons: reasons, steps: steps))
            }
        }
        return unplaced
    }

    /// The current text of the file at `index`.
    package func text(at index: Int) -> String {
        Self.text(of: files[index])
    }

    /// Whether the rendered `file` plays `role`: named as the role's file is, or for `Views`,
    /// a Swift file declaring `enum Views`.
    private static func plays(_ role: AppFileRole, _ file: RenderedFile) -> Bool {
        guard role == .views else {
            return file.path.split(separator: "/").last == role.fileName[...]
        }
        return file.path.hasSuffix(".swift")
            && DeclarationScanner(text: text(of: file)).declares("enum", "Views")
    }

    private static func text(of file: RenderedFile) -> String {
        String(decoding: file.contents, as: UTF8.self)
    }
}
