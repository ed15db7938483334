import Foundation
import ViperGenTestSupport
import ViperGenXcode

/// The project files under Tests/Fixtures/XcodePackages: apps whose features are local
/// packages, and the edit that links a Payments package to them.
enum PackageFixture: String, CaseIterable, Sendable {
    /// Xcode 16 (objectVersion 77, synchronized folders): Home and Settings as
    /// `XCLocalSwiftPackageReference`s, and a remote package.
    case packageReferences = "PackageReferences"
    /// The same project with product dependencies that name their package, as generators
    /// write them.
    case namedPackageReferences = "NamedPackageReferences"
    /// Xcode 14 (objectVersion 56): Home and Settings as folders dragged into a Packages group.
    case folderReferences = "FolderReferences"

    /// The project file's path as the edit is told it (part of every new identifier).
    static let projectFile = "Shop.xcodeproj/project.pbxproj"

    /// The fixture's bytes.
    var bytes: [UInt8] {
        get throws {
            let url = RepositoryPaths.root.appendingPathComponent(
                "Tests/Fixtures/XcodePackages/\(rawValue).pbxproj")
            return [UInt8](try Data(contentsOf: url))
        }
    }

    /// The edit of the fixture, for `target` if given.
    static func edit(target: String? = nil) -> XcodeProjectEdit {
        XcodeProjectEdit(projectFile: projectFile, target: target)
    }
}

/// A project file as text, for messages and goldens.
func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
}
