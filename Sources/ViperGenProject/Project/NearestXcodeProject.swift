import ViperGenOutput
import ViperGenSystem

/// The `.xcodeproj` bundles of the first folder at or above a folder that holds any: the Xcode
/// project of an app viper-gen has not adopted, whose name is `___PROJECTNAME___` and whose
/// app target gets the new files.
package struct NearestXcodeProject: Sendable, Equatable {
    /// The folder holding the bundles.
    package let folder: AbsolutePath
    /// The bundles' names (`MyApp.xcodeproj`), sorted; never empty.
    package let names: [String]

    /// The project's name: the first bundle's, without `.xcodeproj`.
    package var projectName: String { String(names[0].dropLast(Self.suffix.count)) }

    /// The nearest folder at or above `start` holding an `.xcodeproj`, looking no higher than
    /// the folder below `home` (the user's home folder is not an app) or the file system's
    /// root; nil when there is none.
    package static func find(
        from start: AbsolutePath, home: AbsolutePath?, fileSystem: any FileSystem
    ) -> NearestXcodeProject? {
        var current = start
        while current != home {
            let names =
                (try? fileSystem.contentsOfDirectory(at: current) {
                    $0.hasSuffix(suffix)
                }) ?? []
            if !names.isEmpty { return NearestXcodeProject(folder: current, names: names) }
            let parent = current.parentDirectory
            if parent == current { return nil }
            current = parent
        }
        return nil
    }

    /// The only bundle's name; several are refused, since which app target gets the files
    /// cannot be told (the folder shown as `display` shows it).
    package func only(display: PathDisplay) throws -> String {
        guard names.count == 1 else {
            throw GenerationError.ambiguousXcodeProject(
                folder: display.show(folder.pathString), candidates: names)
        }
        return names[0]
    }

    /// How an Xcode project bundle's name ends.
    private static let suffix = ".xcodeproj"
}
