import ViperGenTemplates

/// A project's rendered files held in memory, where registrations are added to its app files
/// (RootApp.swift, the file declaring `enum Views`, ApplicationViewBuilder.swift, RootView.swift)
/// before anything is written.
struct AppFileOverlay {
    /// The rendered files, the app files among them with every registration added so far.
    private(set) var files: [RenderedFile]
    /// The index in `files` of RootApp.swift, if exactly one is rendered.
    let rootAppIndex: Int?
    /// The index in `files` of the Swift file declaring `enum Views`, if exactly one does.
    let viewsIndex: Int?
    private let viewBuilderIndex: Int?
    private let rootViewIndex: Int?

    /// An overlay over the rendered `files`.
    init(_ files: [RenderedFile]) {
        self.files = files
        rootAppIndex = Self.single(in: files) { Self.name(of: $0) == "RootApp.swift" }
        viewsIndex = Self.single(in: files) { file in
            file.path.hasSuffix(".swift")
                && !SwiftSource(Self.text(of: file)).indices(of: ["enum", "Views"]).isEmpty
        }
        viewBuilderIndex = Self.single(in: files) {
            Self.name(of: $0) == "ApplicationViewBuilder.swift"
        }
        rootViewIndex = Self.single(in: files) { Self.name(of: $0) == "RootView.swift" }
    }

    /// Adds the registrations of `subject` to the app files that are rendered; returns, per
    /// file, those that cannot be placed with certainty (that file is then left as it was).
    mutating func register(_ subject: RegistrationSubject, moduleAssemblies: Set<String>)
        -> [ManualRegistration]
    {
        var places: [(Int?, (String) -> FileRegistration)] = [
            (
                rootAppIndex,
                ContainerRegistration(subject: subject, moduleAssemblies: moduleAssemblies)
                    .register
            )
        ]
        if subject.kind == .module {
            places += [
                (viewsIndex, ViewsEnumRegistration(subject: subject).register),
                (viewBuilderIndex, ViewBuilderRegistration(subject: subject).register),
                (rootViewIndex, NavigationDestinationRegistration(subject: subject).register),
            ]
        }
        var unplaced: [ManualRegistration] = []
        for case (let index?, let register) in places {
            switch register(text(at: index)) {
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
    func text(at index: Int) -> String {
        Self.text(of: files[index])
    }

    private static func text(of file: RenderedFile) -> String {
        String(decoding: file.contents, as: UTF8.self)
    }

    private static func name(of file: RenderedFile) -> Substring {
        file.path.split(separator: "/").last ?? ""
    }

    /// The index of the one file matching `matches`, or nil when none or several do.
    private static func single(in files: [RenderedFile], where matches: (RenderedFile) -> Bool)
        -> Int?
    {
        let found = files.indices.filter { matches(files[$0]) }
        return found.count == 1 ? found.first : nil
    }
}
