import Foundation
import ViperGenCLITestSupport
import ViperGenSwiftSource

/// A generated project split into Swift modules as a modular app has it, written into a
/// folder: `Architecture` (the support code, made public), one module per feature (its folder,
/// importing `Architecture`, its entry public), the app (the rest, importing what it uses), and
/// each feature's tests (`@testable import` of the feature) beside the app's.
struct ModularSplit {
    /// Which of the edits a modular app needs are made (all, for the real split; fewer, for
    /// the negative controls).
    struct Edits {
        /// Whether the support code is made public (`PublicInterface.publishingAll`).
        var publishesSupport = true
        /// Whether each feature's assembly is made public.
        var publishesEntries = true
        /// Whether each feature's preview is made from its own assembly, not the app's builder.
        var rewritesPreviews = true

        /// Every edit.
        static let all = Edits()
    }

    /// The modules in the order they compile: `Architecture`, the features, the app, the
    /// features' tests, the app's tests.
    let modules: [SwiftModuleSources]
    /// The folder holding one folder per module.
    let folder: URL

    /// Splits `project` of `style`, whose features `features` were added with
    /// `viper-gen module`, into `folder`, making `edits`.
    init(
        _ project: GeneratedProject, style: ModularStyle, features: [String], into folder: URL,
        edits: Edits = .all
    ) throws {
        self.folder = folder
        let app = try Self.read(project.appFolder)
        let tests = try Self.read(project.testsFolder)
        let isSupport = { (path: String) in style.supportFolders.contains { path.hasPrefix($0) } }
        let support = app.filter { isSupport($0.key) }
        let published =
            edits.publishesSupport
            ? PublicInterface.publishingAll(inFiles: support.map(\.value)) : support.map(\.value)
        let architecture = Dictionary(uniqueKeysWithValues: zip(support.map(\.key), published))
        let architectureNames = Set(published.flatMap(DeclarationScanner.topLevelTypes(in:)))
        var modules = [try Self.write(in: folder, "Architecture", architecture, role: .library)]
        var rest = app.filter { !isSupport($0.key) }
        for feature in features {
            let prefix = "Classes/Modules/\(feature)/"
            var files = rest.filter { $0.key.hasPrefix(prefix) }
            rest = rest.filter { !$0.key.hasPrefix(prefix) }
            for (path, text) in files {
                var edited = ImportLines.adding("Architecture", to: text)
                if edits.publishesEntries {
                    edited = PublicInterface.publishing(
                        types: Set(style.entrySuffixes.map { feature + $0 }), in: edited)
                    edited = PublicInterface.publishing(
                        typesWithoutMembers: Set(style.namedSuffixes.map { feature + $0 }),
                        in: edited)
                }
                if edits.rewritesPreviews, style.previewsThroughTheApp {
                    edited = Self.previewFromOwnAssembly(edited, feature)
                }
                files[path] = edited
            }
            modules.append(try Self.write(in: folder, feature, files, role: .library))
        }
        let imports = { (text: String, extra: [String: [String]]) -> String in
            let scanner = DeclarationScanner(text: text)
            var edited = text
            if architectureNames.contains(where: scanner.uses) {
                edited = ImportLines.adding("Architecture", to: edited)
            }
            for (module, entries) in extra.sorted(by: { $0.key < $1.key })
            where entries.contains(where: scanner.uses) {
                edited = ImportLines.adding(module, to: edited)
            }
            return edited
        }
        let entries = Dictionary(
            uniqueKeysWithValues: features.map { feature in
                (feature, style.entrySuffixes.map { feature + $0 })
            })
        modules.append(
            try Self.write(
                in: folder, project.name, rest.mapValues { imports($0, entries) }, role: .app))
        var appTests = tests
        for feature in features {
            let featureTests = appTests.filter { $0.key.hasPrefix("\(feature)/") }
            appTests = appTests.filter { !$0.key.hasPrefix("\(feature)/") }
            let edited = featureTests.mapValues {
                imports(
                    ImportLines.replacingTestableImport(of: project.name, with: feature, in: $0),
                    [:])
            }
            modules.append(try Self.write(in: folder, "\(feature)Tests", edited, role: .tests))
        }
        modules.append(
            try Self.write(
                in: folder, "\(project.name)Tests", appTests.mapValues { imports($0, [:]) },
                role: .tests))
        self.modules = modules
    }

    /// The folder of the module `name`.
    func folder(of name: String) -> URL {
        folder.appendingPathComponent(name)
    }

    /// `text` with the preview that shows the feature through the app's
    /// `ApplicationViewBuilder` (not in the feature's module) made from the feature's own
    /// assembly, over a container holding the navigation service it resolves.
    static func previewFromOwnAssembly(_ text: String, _ feature: String) -> String {
        let call = "ApplicationViewBuilder.stub.build(view: ."
        guard let range = text.range(of: call) else { return text }
        var lineStart = text.startIndex
        if let lineBreak = text[..<range.lowerBound].lastIndex(of: "\n") {
            lineStart = text.index(after: lineBreak)
        }
        let indentation = String(text[lineStart..<range.lowerBound])
        let lineEnd = text[range.upperBound...].firstIndex(of: "\n") ?? text.endIndex
        let lines = [
            "let container = DependencyContainer(assemblyFactory: AssemblyFactory())",
            "let _ = container.apply(NavigationAssembly.self)",
            "\(feature)Assembly(container: container).build()",
        ]
        return text.replacingCharacters(
            in: range.lowerBound..<lineEnd,
            with: lines.joined(separator: "\n" + indentation))
    }

    /// The Swift files under `folder` by path relative to it, and their texts.
    private static func read(_ folder: URL) throws -> [String: String] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
        return try Dictionary(
            uniqueKeysWithValues: paths.map {
                ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
            })
    }

    /// Writes `files` (texts by relative path) into the folder of the module `name`.
    private static func write(
        in folder: URL, _ name: String, _ files: [String: String], role: SwiftModuleSources.Role
    ) throws -> SwiftModuleSources {
        var urls: [URL] = []
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name).appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            urls.append(url)
        }
        return SwiftModuleSources(name: name, files: urls, role: role)
    }
}
