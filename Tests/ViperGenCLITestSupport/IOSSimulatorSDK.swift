import Foundation
import ViperGenTestSupport

/// The iOS simulator SDK as found by `xcrun`, for compile checks on macOS (unused on Linux).
package enum IOSSimulatorSDK {
    /// `-sdk`, `-target` and `-F` arguments to compile for the iOS 17 simulator on this Mac.
    package static func arguments() -> Result<[String], CompileCheckError> {
        let xcrun = URL(fileURLWithPath: "/usr/bin/xcrun")
        do {
            let sdk = try CompilerRun.run(xcrun, ["--sdk", "iphonesimulator", "--show-sdk-path"])
            let platform = try CompilerRun.run(
                xcrun, ["--sdk", "iphonesimulator", "--show-sdk-platform-path"])
            guard sdk.succeeded, platform.succeeded else {
                return .failure(.sdkNotFound(output: sdk.output + platform.output))
            }
            #if arch(arm64)
                let architecture = "arm64"
            #else
                let architecture = "x86_64"
            #endif
            let platformPath = platform.output.trimmingCharacters(in: .whitespacesAndNewlines)
            return .success([
                "-sdk", sdk.output.trimmingCharacters(in: .whitespacesAndNewlines),
                "-target", "\(architecture)-apple-ios17.0-simulator",
                // XCTest, for the generated test target.
                "-F", "\(platformPath)/Developer/Library/Frameworks",
                "-I", "\(platformPath)/Developer/usr/lib",
            ])
        } catch {
            return .failure(.sdkNotFound(output: "\(error)"))
        }
    }
}
