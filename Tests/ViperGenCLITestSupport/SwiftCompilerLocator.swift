import Foundation

/// Finds the `swiftc` to type-check generated trees with, preferring the running toolchain's.
package enum SwiftCompilerLocator {
    /// The compiler, looked up once per test run.
    package static let compiler: Result<URL, CompileCheckError> = locate()

    /// Tries, in order: `SWIFT_EXEC`, the toolchain whose Swift runtime this process loaded, and
    /// `swiftc` on `PATH`.
    package static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Result<URL, CompileCheckError> {
        var candidates: [String] = []
        if let explicit = environment["SWIFT_EXEC"], !explicit.isEmpty {
            candidates.append(explicit)
        }
        candidates += runningToolchainCompiler().map { [$0] } ?? []
        let path = environment["PATH"] ?? ""
        candidates += path.split(separator: ":").map { "\($0)/swiftc" }
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            return .success(URL(fileURLWithPath: candidate))
        }
        return .failure(.compilerNotFound(searched: candidates))
    }

    /// On Linux, the `swiftc` of the toolchain whose `libswiftCore.so` this process loaded
    /// (`<toolchain>/usr/lib/swift/linux/libswiftCore.so` → `<toolchain>/usr/bin/swiftc`).
    private static func runningToolchainCompiler() -> String? {
        // Read through a file handle: /proc files report size 0, so String(contentsOfFile:)
        // gets nothing.
        guard let maps = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile(),
            let line = String(decoding: maps, as: UTF8.self).split(separator: "\n").first(where: {
                $0.hasSuffix("/libswiftCore.so")
            }),
            let start = line.firstIndex(of: "/")
        else { return nil }
        let library = URL(fileURLWithPath: String(line[start...]))
        return library.deletingLastPathComponent()  // linux
            .deletingLastPathComponent()  // swift
            .deletingLastPathComponent()  // lib
            .deletingLastPathComponent()  // usr
            .appendingPathComponent("bin/swiftc").path
    }
}
