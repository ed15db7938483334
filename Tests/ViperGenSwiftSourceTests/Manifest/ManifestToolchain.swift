import Foundation

/// The Swift toolchain the manifest tests evaluate manifests with, when there is one.
enum ManifestToolchain {
    /// The `swift` on the PATH, if any.
    static let swiftPath: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swift" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()
}
