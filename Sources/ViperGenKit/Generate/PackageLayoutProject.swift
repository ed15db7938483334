import ViperGenProject
import ViperGenSwiftSource
import ViperGenTemplates

/// `project --layout packages`: the rendered files of a new app package moved and rewritten so
/// that the support code and each module are targets of their own in the same package.
///
/// - `Sources/<App>/Classes/` less its modules becomes the `Architecture` target, and the Main
///   module the `Main` target, its tests the `MainTests` target (``PackageLayoutPaths``), their
///   Swift rewritten for it (``PackageLayoutSources``);
/// - `Package.swift` is ``PackageLayoutManifest``, the README says so (``PackageLayoutReadme``);
/// - the config records the layout (`moduleLayout`) and where the app files now are
///   (`appFiles`); the Main module's record lists its files where they now are.
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

    /// `files` laid out in targets.
    ///
    /// - Throws: ``PackageLayoutStyleError`` for a style other than swiftui and uikit; an error reading
    ///   the rendered config or record, or rendering the manifest.
    func laidOut(_ files: [RenderedFile]) throws -> [RenderedFile] {
        guard let layoutStyle = PackageLayoutStyle.of(style) else {
            throw PackageLayoutStyleError(style: style.rawValue)
        }
        let root = projectName + "/"
        let configPath = root + ProjectConfig.fileName
        guard let configFile = files.first(where: { $0.path == configPath }) else { return files }
        let config = try ProjectConfig.decode(configFile.contents, file: configPath)
        let paths = PackageLayoutPaths(config: config, layout: layout, moduleName: moduleName)
        let recordPath = root + GenerationRecord.path(kind: .module, name: moduleName)
        let manifestPath = root + PackageLayoutManifest.fileName
        let kept = files.filter { ![configPath, recordPath, manifestPath].contains($0.path) }
        let places = kept.map { file in
            file.path.hasPrefix(root)
                ? paths.place(of: String(file.path.dropFirst(root.count)))
                : (path: String(file.path.dropFirst(root.count)), place: .other)
        }
        let contents = rewritten(
            kept.map(\.contents), places: places.map(\.place), style: layoutStyle)
        var moved = kept.indices.map { index in
            RenderedFile(
                path: kept[index].path.hasPrefix(root)
                    ? root + places[index].path : kept[index].path,
                contents: contents[index], destination: kept[index].destination)
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
                contents: try laidOutConfig(
                    config, files: Array(movedByPath.keys),
                    recordsAppFiles: layoutStyle.recordsAppFiles
                ).encoded()))
        if let record = files.first(where: { $0.path == recordPath }) {
            moved.append(
                RenderedFile(
                    path: recordPath,
                    contents: try laidOutRecord(
                        record.contents, file: recordPath, paths: paths, files: movedByPath)))
        }
        return moved.sorted { $0.path < $1.path }
    }

    /// The files' `contents` rewritten for their `places` in the layout: the Swift files through
    /// ``PackageLayoutSources``, the README through ``PackageLayoutReadme``.
    private func rewritten(
        _ contents: [[UInt8]], places: [PackageLayoutPlace], style: PackageLayoutStyle
    ) -> [[UInt8]] {
        let swift = contents.indices.filter { places[$0] != .other && places[$0] != .readme }
        let texts = PackageLayoutSources(
            projectName: projectName, support: layout.support, moduleName: moduleName, style: style
        ).rewritten(
            swift.map { String(decoding: contents[$0], as: UTF8.self) },
            places: swift.map { places[$0] })
        var result = contents
        for (index, text) in zip(swift, texts) { result[index] = Array(text.utf8) }
        for index in contents.indices where places[index] == .readme {
            result[index] = Array(
                PackageLayoutReadme(
                    projectName: projectName, support: layout.support, moduleName: moduleName
                ).rewritten(String(decoding: contents[index], as: UTF8.self)).utf8)
        }
        return result
    }
}
