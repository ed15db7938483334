import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenOutput
@testable import ViperGenSystem

struct WriterCancellationTests {
    @Test(arguments: [
        (FileSystemOperation.createDirectory, 3),
        (.write, 4),
        (.append, 1),
        (.move, 1),
        (.move, 2),
    ])
    func cancellationBetweenOperationsRollsBack(
        operation: FileSystemOperation, occurrence: Int
    ) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("App/Old.swift", "old")
        var plan = OutputFixtures.modulePlan(root: root.path)
        plan.files += [
            PlannedFile(path: "App/New.swift", text: "new"),
            PlannedFile(path: "App/Old.swift", text: "replaced"),
        ]
        let before = try DirectorySnapshot(of: root.path)
        let cancellation = WriteCancellation()
        let fileSystem = FaultInjectingFileSystem()
        fileSystem.beforeOperation = { kind, count in
            if kind == operation && count == occurrence { cancellation.request(signal: SIGINT) }
        }
        let writer = OutputFixtures.writer(fileSystem, cancellation: cancellation)

        #expect(throws: OutputError.cancelled(signal: SIGINT)) {
            try writer.write(plan, policy: .overwrite)
        }
        #expect(OutputError.cancelled(signal: SIGINT).signalExitStatus == 130)
        #expect(try DirectorySnapshot(of: root.path) == before)
    }
}
