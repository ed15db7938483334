import Foundation

/// The compiler and the arguments that make SwiftUI, Combine, Observation and XCTest importable
/// and `#Preview` expandable, prepared once per test run and shared by every compile check.
package struct CompilerSetup: Sendable {
    /// The `swiftc` executable.
    package let compiler: URL
    /// Arguments locating SwiftUI and Combine: the stand-ins and their `#Preview` plugin on
    /// Linux, the real SDK on macOS.
    package let frameworkArguments: [String]
    /// Whether warnings fail the check (only against the stand-ins, whose warnings we control).
    package let warningsAreErrors: Bool

    /// A setup of `compiler` with `frameworkArguments`, failing on warnings if
    /// `warningsAreErrors`.
    package init(compiler: URL, frameworkArguments: [String], warningsAreErrors: Bool) {
        self.compiler = compiler
        self.frameworkArguments = frameworkArguments
        self.warningsAreErrors = warningsAreErrors
    }

    /// The setup, made on first use; the stand-ins are built at most once per process.
    package static let shared: Result<CompilerSetup, CompileCheckError> = make()

    private static func make() -> Result<CompilerSetup, CompileCheckError> {
        SwiftCompilerLocator.compiler.flatMap { compiler in
            #if canImport(SwiftUI)
                // macOS (cannot run on Linux): compile against the real iOS simulator SDK rather
                // than the stand-ins. The generated app is iOS-only (fullScreenCover), so the
                // macOS SDK would not do; without the iOS simulator SDK the check fails loudly.
                IOSSimulatorSDK.arguments().map {
                    CompilerSetup(
                        compiler: compiler, frameworkArguments: $0, warningsAreErrors: false)
                }
            #else
                // Linux: no SwiftUI or Combine; build the stand-ins, put them on the import path
                // and load the #Preview plugin. Observation is the toolchain's own.
                StandInModules.build(with: compiler).map {
                    CompilerSetup(
                        compiler: compiler, frameworkArguments: $0, warningsAreErrors: true)
                }
            #endif
        }
    }
}
