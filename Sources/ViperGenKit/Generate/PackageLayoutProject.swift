import ViperGenProject
import ViperGenSwiftSource
import ViperGenTemplates

/// `project --layout packages`: the rendered files of a new app package moved and rewritten so
/// that the support code and each module are targets of their own in the same package.
///
/// - `Sources/<App>/Classes/` less its modules becomes the `Architecture` target, everything in
///   it public; the Main module becomes the `Main` target importing it, its assembly public;
///   the Main module's tests become the `MainTests` target, testing `Main`;
/// - the app's own files import `Architecture` and `Main`, its tests `Architecture`;
/// - `Package.swift` is ``PackageLayoutManifest``; the config records the layout
///   (`moduleLayout`) and where the app files now are (`appFiles`); the Main module's record
///   lists its files where they now are.
///
/// Text in, text out: the files as ``GenerationRequest/renderedFiles(values:)`` makes them
/// (paths relative to the output folder, under `<App>/`), the same files laid out.
struct PackageLayoutProject: Sendable {
    /// The project's name: its folder, app target and module name.
    let projectName: String
    /// The architecture style of the project's template.
    let style: ArchitectureStyle
    /// The project's macro values, which the manifest is rendered with.
    let values: MacroValues
    /// The layout the project gets: a target per module in the root `Package.swift`.
    var layout = ModuleLayout.targets(manifest: PackageLayoutManifest.fileName)
    /// The module the project starts with.
    var moduleName = GenerationRequest.mainModuleName

    /// The styles whose projects can be laid out so.
    static let styles: [ArchitectureStyle] = [.swiftui]

    /// `files` laid out in targets.
    ///
    /// - Throws: ``PackageLayoutStyleError`` for a style other than swiftui; an error of the
    ///   source transforms, or of reading the rendered config or record.
    func laidOut(_ files: [RenderedFile]) throws -> [RenderedFile] {
        guard Self.styles.contains(style) else {
            throw PackageLayoutStyleError(style: style.rawValue)
        }
        let root = projectName + "/"
        let configPath = root + ProjectConfig.fileName
        guard let configFile = files.first(where: { $0.path == configPath }) else { return files }
        let config = try ProjectConfig.decode(configFile.contents, file: configPath)
        let paths = PackageLayoutPaths(config: config, layout: layout, moduleName: moduleName)
        let recordPath = root + GenerationRecord.path(kind: .module, name: moduleName)
        let manifestPath = root + PackageLayoutManifest.fileName
        var moved: [RenderedFile] = []
        for file in files where ![configPath, recordPath, manifestPath].contains(file.path) {
            guard file.path.hasPrefix(root) else {
                moved.append(file)
                continue
            }
            let place = paths.place(of: String(file.path.dropFirst(root.count)))
            moved.append(
                RenderedFile(
                    path: root + place.path,
                    contents: try rewritten(file.contents, as: place.place),
                    destination: file.destination))
        }
        let movedByPath = Dictionary(
            moved.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let hasModuleTests = moved.contains {
            $0.path.hasPrefix(root + layout.places(of: moduleName).tests + "/")
        }
        let manifest = PackageLayoutManifest(
            support: layout.support, moduleName: moduleName, hasModuleTests: hasModuleTests)
        moved.append(
            RenderedFile(path: manifestPath, contents: try manifest.rendered(values: values)))
        moved.append(
            RenderedFile(
                path: configPath,
                contents: try laidOutConfig(config, files: Array(movedByPath.keys)).encoded()))
        if let record = files.first(where: { $0.path == recordPath }) {
            moved.append(
                RenderedFile(
                    path: recordPath,
                    contents: try laidOutRecord(
                        record.contents, file: recordPath, paths: paths, files: movedByPath)))
        }
        return moved.sorted { $0.path < $1.path }
    }

    /// The Swift file `contents` rewritten for its place in the layout.
    private func rewritten(_ contents: [UInt8], as place: PackageLayoutPlace) throws -> [UInt8] {
        let text = String(decoding: contents, as: UTF8.self)
        let edits = PackageLayoutSourceEdits.self
        let support = layout.support
        let result: String
        switch place {
        case .app: result = try edits.adding(imports: [support, moduleName], to: text)
        case .support: result = try edits.publishingAll(in: text)
        case .module:
            result = try edits.publishing(
                types: [moduleName + "Assembly"],
                in: try edits.adding(imports: [support], to: text))
        case .moduleTests:
            result = try edits.adding(
                imports: [support],
                to: try edits.replacingTestableImport(of: projectName, with: moduleName, in: text))
        case .appTests: result = try edits.adding(imports: [support], to: text)
        case .readme:
            result = PackageLayoutReadme(
                projectName: projectName, support: support, moduleName: moduleName
            ).rewritten(text)
        case .other: return contents
        }
        return Array(result.utf8)
    }
}
