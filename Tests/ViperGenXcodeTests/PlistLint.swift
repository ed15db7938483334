import Foundation
import Testing
import ViperGenTestSupport

/// Checks that bytes are a valid property list: Foundation parses them and, where `plutil`
/// is on `PATH`, `plutil -lint` accepts them.
enum PlistLint {
    /// `plutil` on `PATH`, if any.
    static let plutil: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let url = URL(fileURLWithPath: String(folder)).appendingPathComponent("plutil")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }()

    /// Records an issue unless `bytes` parse and lint cleanly.
    static func check(
        _ bytes: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        do {
            _ = try PropertyListSerialization.propertyList(
                from: Data(bytes), options: [], format: nil)
        } catch {
            Issue.record("\(name) does not parse: \(error)", sourceLocation: sourceLocation)
        }
        guard let plutil else { return }
        let folder = try TemporaryFolder("viper-gen-plutil")
        let file = folder.appending("project.pbxproj")
        try Data(bytes).write(to: file)
        let run = try CompilerRun.run(plutil, ["-lint", file.path])
        #expect(
            run.succeeded, "plutil -lint \(name): \(run.output)", sourceLocation: sourceLocation)
    }
}
