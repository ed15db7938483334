import Foundation
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// A `.viper-gen.json` with chosen values, written into a fresh folder as JSON (so any string,
/// control characters included, round-trips exactly as a user's file would hold it).
struct ProjectConfigFixture: Sendable, CustomStringConvertible {
    var projectName = "MyApp"
    var style = "swiftui"
    var author: String? = "Jane Appleseed"
    var organization: String? = "Acme Inc."
    var modulesPath = "Sources/MyApp/Classes/Modules"
    var servicesPath = "Sources/MyApp/Classes/Services"

    var description: String { String(decoding: (try? encoded()) ?? [], as: UTF8.self) }

    /// A new temporary folder holding only this config.
    func write() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("viper-gen-config")
        try Data(try encoded()).write(to: folder.appending(ProjectConfig.fileName))
        return folder
    }

    private func encoded() throws -> [UInt8] {
        var config = ProjectConfig(
            projectName: projectName, author: author, organization: organization, style: style)
        config.modulesPath = modulesPath
        config.servicesPath = servicesPath
        return try config.encoded()
    }
}
