import Testing
import ViperGenTestSupport

struct OutputPlanAnchoringTests {
    @Test func missingOutputFolderIsCreatedByTheSameTransaction() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.makeDirectory("Sources")
        let plan = OutputFixtures.modulePlan(root: root.path("Sources/MyApp/Modules"))

        let anchored = try plan.anchoredAtExistingAncestor()
        #expect(anchored.rootDirectory == root.path("Sources"))
        #expect(
            anchored.files.first?.path == "MyApp/Modules/Payments/Assembly/PaymentsAssembly.swift")
        #expect(anchored.emptyDirectories == ["MyApp/Modules"])

        let fileSystem = FaultInjectingFileSystem()
        let summary = try OutputFixtures.writer(fileSystem).write(anchored, policy: .refuse)
        #expect(fileSystem.moves().count == 1)
        #expect(
            summary.events.prefix(3) == [
                .createdDirectory("MyApp"), .createdDirectory("MyApp/Modules"),
                .createdDirectory("MyApp/Modules/Payments"),
            ])
        #expect(
            try root.read("Sources/MyApp/Modules/Payments/View/PaymentsView.swift")
                == "// PaymentsView\n")
    }

    @Test func existingRootIsKept() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let plan = OutputFixtures.modulePlan(root: root.path)
        #expect(try plan.anchoredAtExistingAncestor() == plan)
    }
}
