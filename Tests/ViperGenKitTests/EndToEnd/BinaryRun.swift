import Foundation

/// Runs the built `viper-gen` executable as a user would, capturing its output.
struct BinaryRun {
    /// The process's exit status.
    let status: Int32
    /// Everything written to stdout.
    let out: String
    /// Everything written to stderr.
    let err: String

    /// Runs `viper-gen <arguments>` in `folder` with `environment` added to a minimal one.
    static func run(
        _ arguments: [String], in folder: URL, environment: [String: String] = [:]
    ) throws -> BinaryRun {
        let process = Process()
        process.executableURL = RepositoryPaths.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var variables = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        variables["HOME"] = folder.path
        process.environment = variables.merging(environment) { $1 }
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
        let errData = errPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return BinaryRun(
            status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
            err: String(decoding: errData, as: UTF8.self))
    }
}
