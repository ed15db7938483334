import Testing
import ViperGenTestSupport

@testable import ViperGenTemplates

/// Inputs the fuzzer found that crashed the process (NSString path methods on Linux), kept
/// as regression tests.
///
/// Each runs in a child process (an exit test), so a crash cannot take the test run down.
@Suite struct EngineFuzzKnownCrashTests {
    /// A modifier and a value it crashes on (NSString path methods on Linux).
    static let crashingInputs: [(modifier: String, value: String)] = [
        ("deletingLastPathComponent", "a"), ("lastPathComponent", "a//é"),
        ("deletingPathExtension", "x//\r\n"),
    ]

    @Test(arguments: crashingInputs)
    func pathModifierDoesNotCrash(modifier: String, value: String) async {
        await #expect(processExitsWith: .success) { [modifier, value] in
            let values = EngineFixtures.values(variables: ["x": value])
            _ = try? MacroRenderer(values: values).renderContent(
                Array("___VARIABLE_x:\(modifier)___".utf8),
                outputFileName: "A.swift", templatePath: "A.swift")
        }
    }
}
