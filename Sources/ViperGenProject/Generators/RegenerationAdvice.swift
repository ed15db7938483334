import ViperGenSystem

/// What became of new or removed files in an app whose `.xcodeproj` a generator makes: the
/// project file is left alone, and the spec either covers the files (regenerating adds them)
/// or lists its sources, and the lines to add to it are the user's.
package struct RegenerationAdvice: Equatable, Sendable {
    /// The generator.
    package var generator: ProjectGenerator
    /// Its spec file, relative to the folder holding the `.xcodeproj`.
    package var spec: String
    /// The `.xcodeproj`, relative to the viper-gen project's root.
    package var xcodeProject: String
    /// The lines to add under the app target's `sources:` so the spec covers the new files;
    /// empty when it covers them.
    package var linesToAdd: [String] = []
    /// Why the spec's sources could not be read, when they could not (the lines to add are
    /// then the ones to check).
    package var unreadable: String? = nil

    /// The generated project for new `files` (relative to the spec's folder) of `target`,
    /// the spec read from `folder`; for Tuist the sources are taken to be globbed.
    package static func adding(
        _ files: [String], target: String?, generator: ProjectGenerator, folder: AbsolutePath,
        xcodeProject: String, fileSystem: any FileSystem
    ) -> RegenerationAdvice {
        let spec = generator.spec(in: folder, fileSystem: fileSystem)
        var result = RegenerationAdvice(
            generator: generator, spec: spec, xcodeProject: xcodeProject)
        guard generator == .xcodegen, !files.isEmpty else { return result }
        let bytes = try? fileSystem.readFile(at: folder.appending(component: spec))
        let found: XcodeGenSources
        if let bytes, spec.hasSuffix(".json") {
            found = XcodeGenSources.readJSON(bytes, target: target)
        } else if let text = bytes.flatMap({ String(strictUTF8: $0) }) {
            found = sources(of: target, in: text, folder: folder, fileSystem: fileSystem)
        } else {
            found = .unreadable("it could not be read as UTF-8 text")
        }
        switch found {
        case .paths(let paths):
            result.linesToAdd = lines(for: XcodeGenSources.uncovered(files, by: paths))
        case .unreadable(let reason):
            result.unreadable = reason
            result.linesToAdd = lines(for: files)
        }
        return result
    }

    /// The sources of `target` in the spec `text`, else in the first file it includes that
    /// has them (one level down); the spec's own reason when none does.
    private static func sources(
        of target: String?, in text: String, folder: AbsolutePath, fileSystem: any FileSystem
    ) -> XcodeGenSources {
        let own = XcodeGenSources.read(text, target: target)
        guard case .unreadable = own else { return own }
        for include in XcodeGenSources.includes(text) where !include.hasPrefix("/") {
            guard let bytes = try? fileSystem.readFile(at: folder.appending(component: include)),
                let included = String(strictUTF8: bytes)
            else { continue }
            let found = XcodeGenSources.read(included, target: target)
            if case .paths = found { return found }
        }
        return own
    }

    /// `- path: <folder>` for the deepest folder holding all of `files`, else one line per
    /// file (one file is named itself); none for no files.
    static func lines(for files: [String]) -> [String] {
        guard files.count > 1 else { return files.map { "- path: \($0)" } }
        let folders = files.map { $0.split(separator: "/").dropLast() }
        var common = Array(folders[0])
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        if common.isEmpty { return files.sorted().map { "- path: \($0)" } }
        return ["- path: " + common.joined(separator: "/")]
    }
}
