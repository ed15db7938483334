import Testing
import ViperGenTestSupport

struct OutputPlanAnchoringTests {
    @Test func missingOutputFolderIsCreatedByTheSameTransaction() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.makeDirectory("Sources")
        let plan = OutputFixtures.modulePlan(root: root.path("Sources/MyApp/Modules"))

        let anchored = try plan.anchoredAtExistingAncestor()
        #expect(anchored.rootDirectory.pathString == root.path("Sources"))
        #expect(
            anchored.files.first?.path == "MyApp/Modules/Payments/Assembly/PaymentsAssembly.swift")
        #expect(anchored.emptyDirectories == ["MyApp/Modules"])

        let fileSystem = FaultInjectingFileSystem()
        let summary = try OutputFixtures.writer(fileSystem).write(anchored, policy: .refuse)
        #expect(fileSystem.moves().count == 1)
        // MyApp/Modules is made by the plan but holds the module: only files are reported.
        #expect(!summary.events.contains { if case .createdDirectory = $0 { true } else { false } })
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
