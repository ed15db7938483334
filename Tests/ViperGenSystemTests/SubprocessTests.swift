import Testing

@testable import ViperGenSystem

/// Helper programs run without Foundation's Process: output, failures, environment.
@Suite("Subprocess")
struct SubprocessTests {
    @Test func readsTheStandardOutputOfAProgramOnPath() {
        let output = Subprocess.output(
            of: ["sh", "-c", "printf '%s' \"$GREETING\""], environment: ["GREETING": "hello"])
        #expect(output.map { String(decoding: $0, as: UTF8.self) } == "hello")
    }

    @Test func aFailingOrMissingProgramGivesNil() {
        #expect(
            Subprocess.output(of: ["sh", "-c", "echo partial; exit 3"], environment: [:]) == nil)
        #expect(Subprocess.output(of: ["viper-gen-no-such-program"], environment: [:]) == nil)
        #expect(Subprocess.output(of: [], environment: [:]) == nil)
    }

    @Test func standardErrorIsDiscarded() {
        let output = Subprocess.output(
            of: ["sh", "-c", "echo out; echo err >&2"], environment: [:])
        #expect(output.map { String(decoding: $0, as: UTF8.self) } == "out\n")
    }
}
