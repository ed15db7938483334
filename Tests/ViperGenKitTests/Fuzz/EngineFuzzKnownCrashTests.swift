import Testing

@testable import ViperGenKit

/// Inputs the fuzzer found that crash the process.
///
/// Each runs in a child process (an exit test), so the crash cannot take the test run down,
/// and stays a known issue until the engine is fixed; then remove the `withKnownIssue` and
/// empty ``FuzzFragments/crashingModifiers``.
@Suite struct EngineFuzzKnownCrashTests {
    /// A modifier and a value it crashes on (NSString path methods on Linux).
    static let crashingInputs: [(modifier: String, value: String)] = [
        ("deletingLastPathComponent", "a"), ("lastPathComponent", "a//é"),
        ("deletingPathExtension", "x//\r\n"),
    ]

    @Test(arguments: crashingInputs)
    func pathModifierDoesNotCrash(modifier: String, value: String) async {
        await withKnownIssue("NSString path methods trap in swift-corelibs-foundation") {
            await #expect(processExitsWith: .success) { [modifier, value] in
                let values = EngineFixtures.values(variables: ["x": value])
                _ = try? MacroRenderer(values: values).renderContent(
                    Array("___VARIABLE_x:\(modifier)___".utf8),
                    outputFileName: "A.swift", templatePath: "A.swift")
            }
        }
    }
}
