import Foundation

/// Why a compile check could not run (as opposed to the generated code failing to compile).
package enum CompileCheckError: Error, CustomStringConvertible {
    /// No `swiftc` was found; `searched` lists the places looked at.
    case compilerNotFound(searched: [String])
    /// Building the SwiftUI/Combine stand-in modules failed.
    case standInsDidNotBuild(output: String)
    /// The iOS simulator SDK, needed on macOS, could not be located.
    case sdkNotFound(output: String)
    /// Generating the tree with viper-gen failed.
    case generationFailed(arguments: [String], output: String)
    /// A deliberate mistake could not be made because the text to replace is missing.
    case textToReplaceNotFound(String, file: String)
    /// The tests of one project use both XCTest and Swift Testing, which one runner
    /// executable cannot run together.
    case mixedTestLibraries(module: String)

    package var description: String {
        switch self {
        case .compilerNotFound(let searched):
            return "swiftc not found; the compile check needs it. Looked at: "
                + searched.joined(separator: ", ")
                + ". Put the toolchain's bin folder on PATH or set SWIFT_EXEC."
        case .standInsDidNotBuild(let output):
            return "the SwiftUI/Combine stand-ins in Tests/StandIns did not build:\n\(output)"
        case .sdkNotFound(let output):
            return "the iOS simulator SDK was not found (xcrun --sdk iphonesimulator):\n\(output)"
        case .generationFailed(let arguments, let output):
            return "viper-gen \(arguments.joined(separator: " ")) failed:\n\(output)"
        case .textToReplaceNotFound(let text, let file):
            return "'\(text)' not found in \(file); update the negative control to the templates"
        case .mixedTestLibraries(let module):
            return "the tests of \(module) use both XCTest and Swift Testing; the runner runs "
                + "one library per project: generate them with one --set tests= value"
        }
    }
}
