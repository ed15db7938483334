import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

/// A signal that arrives after the commit changes nothing: the run reports and exits 0.
@Suite("Crash safety: a signal after the commit")
struct SignalAfterCommitTests {
    @Test func sigintWhileReportingLeavesExitZero() throws {
        let folder = try TemporaryFolder("viper-gen-after-commit")
        let fifo = folder.path("stdout")
        try #require(mkfifo(fifo, 0o600) == 0)
        // Hold the FIFO open for reading and fill its buffer, so viper-gen's first report line
        // (written only after the commit) blocks until the test drains it.
        let reader = open(fifo, O_RDWR | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        let filler = [UInt8](repeating: 0x2E, count: 4096)
        while filler.withUnsafeBytes({ write(reader, $0.baseAddress, $0.count) }) > 0 {}
        let output = try TemporaryFolder("viper-gen-after-commit-out")
        let logs = try TemporaryFolder("viper-gen-after-commit-logs")
        let processID = try ProcessSpawner.spawn(
            [RepositoryPaths.executable.path] + ReferenceProject.arguments.filter { $0 != "-q" }
                + ["-o", output.path],
            environment: ["PATH=/usr/bin:/bin", "HOME=\(output.path)", "USER=jane"],
            stdout: fifo, stderr: logs.path("err"))

        let shop = output.path("Shop/Package.swift")
        for _ in 0..<500 where !FileManager.default.fileExists(atPath: shop) { usleep(10_000) }
        try #require(FileManager.default.fileExists(atPath: shop), "the project never appeared")
        usleep(100_000)
        kill(processID, SIGINT)
        usleep(50_000)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var status: Int32 = 0
        while waitpid(processID, &status, WNOHANG) == 0 {
            _ = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
            usleep(5_000)
        }

        #expect(status & 0x7F == 0, "killed by signal \(status & 0x7F)")
        #expect((status >> 8) & 0xFF == 0, "\((try? logs.read("err")) ?? "")")
        #expect(try DirectorySnapshot(of: output.path("Shop")) == ReferenceProject.snapshot())
    }
}
