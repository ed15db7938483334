import Foundation
import ViperGenTestSupport
import ViperGenXcode

/// The project files under Tests/Fixtures/Xcode, one per `objectVersion` Xcode has written, and
/// the module viper-gen adds to them.
enum XcodeFixture {
    /// Every fixture's `objectVersion`.
    static let versions = [46, 50, 51, 52, 53, 54, 55, 56, 60, 63, 70, 77]

    /// The project file's path as the edit is told it (part of every new identifier).
    static let projectFile = "MyApp.xcodeproj/project.pbxproj"

    /// The fixtures' folder.
    static let folder = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Xcode")

    /// The bytes of the fixture for `version`.
    static func bytes(_ version: Int) throws -> [UInt8] {
        let url = folder.appendingPathComponent("objectVersion-\(version).pbxproj")
        return [UInt8](try Data(contentsOf: url))
    }

    /// The target named for `version`: the fixtures with two application targets need one.
    static func target(_ version: Int) -> String? {
        [51, 53].contains(version) ? "MyApp" : nil
    }

    /// The folder viper-gen writes modules into in the fixture for `version`: 77's app folder
    /// is synchronized, so its classic `Legacy` group is used.
    static func modulesFolder(_ version: Int) -> String {
        version == 77 ? "Legacy/Modules" : "MyApp/Classes/Modules"
    }

    /// The seven files of a module named `name`, each in its own subfolder.
    static func module(_ name: String, in folder: String) -> [String] {
        ["Assembly", "Contracts", "Interactor", "Presenter", "Router", "View", "ViewState"].map {
            "\(folder)/\(name)/\($0)/\(name)\($0).swift"
        }
    }

    /// Adds `paths` to the fixture's bytes with the fixture's target.
    static func add(
        _ paths: [String], to bytes: [UInt8], version: Int, target: String? = nil
    ) throws -> XcodeMembership {
        try addFiles(
            paths, toProject: bytes, projectFile: projectFile,
            target: target ?? self.target(version))
    }

    /// The paths of a Payments module in the fixture for `version` and the fixture's bytes
    /// after adding them (nil if adding did not edit them).
    static func withPayments(_ version: Int) throws -> (paths: [String], bytes: [UInt8]?) {
        let paths = module("Payments", in: modulesFolder(version))
        return (paths, edited(try add(paths, to: try bytes(version), version: version)))
    }

    /// The new bytes of an `.edited` result, or nil.
    static func edited(_ membership: XcodeMembership) -> [UInt8]? {
        if case .edited(let bytes, _, _) = membership { return bytes }
        return nil
    }
}
