import Foundation

/// `swift package dump-package`, the manifest as SwiftPM evaluates it, run on a package folder
/// with the `swift` on the PATH; SwiftPM's temporary files (its lock) go into a folder of the
/// package's, never into the system's temporary folder.
package enum PackageDump {
    /// The `swift` on the PATH, if any.
    package static let swift: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: "\($0)/swift") }.first {
            FileManager.default.isExecutableFile(atPath: $0.path)
        }
    }()

    /// What one run printed, and how it ended.
    package struct Outcome {
        /// The exit status.
        package let status: Int32
        /// The manifest as JSON, on success.
        package let json: String
        /// What SwiftPM said on stderr.
        package let errors: String
    }

    /// Runs it in the package folder `folder`.
    package static func run(in folder: URL) throws -> Outcome {
        guard let swift else { throw CocoaError(.fileNoSuchFile) }
        let temporary = folder.appendingPathComponent(".build-tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let process = Process()
        process.executableURL = swift
        process.arguments = ["package", "dump-package"]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let json = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, json: String(decoding: json, as: UTF8.self),
            errors: String(decoding: message, as: UTF8.self))
    }
}
