import Foundation
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

extension WiringFixture {
    /// Records in `project`'s config that its view builder is not main-actor isolated, as
    /// `init` does for an app whose `ApplicationViewBuilder` states no `@MainActor` (the
    /// fixtures'), so a module's assembly can be called from it and registration goes ahead.
    static func recordNonisolatedViewBuilder(in project: URL) throws {
        let file = project.appendingPathComponent(ProjectConfig.fileName)
        var config = try ProjectConfig.decode([UInt8](Data(contentsOf: file)), file: file.path)
        config.build = AppBuild(viewIsolation: "nonisolated")
        try Data(config.encoded()).write(to: file)
    }
}
