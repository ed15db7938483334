import Testing
import ViperGenTestSupport

/// One app of the adoption corpus, shaped like a kind of public app (the names are invented,
/// nothing is copied): its files, most of them empty and the rest holding only the
/// declarations that matter, its project files, and how `init` should adopt it.
///
/// Paths of files and projects are relative to the app's repository; the expected settings
/// are relative to `runFolder`, where a user runs `init`.
struct CorpusApp: Sendable, CustomTestStringConvertible {
    /// The app's invented name.
    var name: String
    /// The kind of public app it is shaped like.
    var shape: String
    /// The folder a user runs `viper-gen init` in, relative to the repository.
    var runFolder = "."
    /// The files and their contents.
    var files: [String: String]
    /// The `project.pbxproj` of each `.xcodeproj`, by the `.xcodeproj`'s path.
    var projects: [String: CorpusProjectFile] = [:]
    /// The style `init` should find.
    var style: String
    /// The app target's sources folder `init` should find.
    var sourcesPath: String
    /// The modules folder `init` should find; nil for an app without one yet, where any
    /// folder inside the sources folder will do.
    var modulesPath: String?
    /// The unit-test folder `init` should find, when the app has one.
    var testsPath: String?
    /// The app target (nil for a package).
    var appTarget: String?
    /// The unit-test target that tests the app target, when there is one.
    var testTarget: String?
    /// What `init` may rightly ask for instead of adopting the app (the flag and its value),
    /// when the app cannot be decided without one.
    var mayAskFor: [String]? = nil
    /// What `init`'s report must say about the app, beyond its settings.
    var initSays: [String] = []

    /// The name a failing case shows.
    var testDescription: String { name }

    /// Writes the app's repository into `folder`.
    func write(to folder: TemporaryFolder) throws {
        for (path, text) in files { try folder.write(path, text) }
        for (project, file) in projects {
            let parent = project.split(separator: "/").dropLast().joined(separator: "/")
            let inside = files.keys.compactMap { path -> String? in
                guard !parent.isEmpty else { return path }
                return path.hasPrefix(parent + "/") ? String(path.dropFirst(parent.count + 1)) : nil
            }
            let name = String(
                project.split(separator: "/").last?.dropLast(".xcodeproj".count) ?? "")
            try folder.write(
                project + "/project.pbxproj", file.text(name: name, files: inside.sorted()))
        }
    }

    /// `paths` as empty files, with `declaring`'s files holding their text.
    static func files(_ paths: [String], declaring: [String: String] = [:]) -> [String: String] {
        Dictionary(paths.map { ($0, "") }, uniquingKeysWith: { $1 })
            .merging(declaring) { $1 }
    }

    /// The app's project file as a `.xcodeproj` path relative to `runFolder`.
    var projectInRunFolder: String? {
        let prefix = runFolder == "." ? "" : runFolder + "/"
        return projects.keys.sorted().first { $0.hasPrefix(prefix) && !$0.contains("Pods/") }
            .map { String($0.dropFirst(prefix.count)) }
    }
}
