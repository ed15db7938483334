import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// Issue 41: a call arms the writer's signal trap, and the server releases it after the call,
/// so a signal between calls ends the server as it would any process (the client stopping it),
/// instead of being caught and left to cancel the next call.
@Suite("viper-gen mcp and signals")
struct MCPServerSignalTests {
    @Test(.timeLimit(.minutes(1)))
    func aSignalAfterAWritingCallEndsTheServer() throws {
        let project = try MCPProject()
        let pipes = try TemporaryFolder("viper-gen-mcp-fifo")
        let fifo = pipes.appending("in").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let server = try LaunchedBinary(
            ["mcp"], in: project.root,
            prefix: ["/bin/sh", "-c", "exec \"$@\" < \"\(fifo)\"", "sh"])
        // Opening the FIFO for writing waits for the server to open it for reading.
        let input = try #require(FileHandle(forWritingAtPath: fifo))
        let call =
            #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"module","#
            + #""arguments":{"names":["Payments"]}}}"#
        input.write(
            Data(
                (#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25"}}"#
                    + "\n" + call + "\n").utf8))
        let registered = project.root.appendingPathComponent(".viper-gen/modules/Payments.json")
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: registered.path), Date() < deadline {
            usleep(20_000)
        }
        usleep(200_000)  // The reply written, the server back to reading.
        kill(server.processID, SIGTERM)
        var waited = 0
        while server.isRunning, waited < 100 {
            usleep(50_000)
            waited += 1
        }
        let stillRunning = server.isRunning
        input.closeFile()  // Ends a server that ignored the signal, so the test ends too.
        let outcome = server.wait()
        #expect(!stillRunning, "the server outlived SIGTERM by 5 s")
        #expect(outcome.killingSignal == SIGTERM, "\(outcome)")
        #expect(FileManager.default.fileExists(atPath: registered.path))
    }
}
