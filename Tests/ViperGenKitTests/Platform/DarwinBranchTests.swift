import Foundation
import Testing

/// Type-checks the Darwin branch of the platform layer on Linux, against the Darwin stand-in.
///
/// The stand-in (Tests/StandIns/Darwin) has the macOS SDK's signatures, so the code macOS compiles
/// is checked on every run, not only on a Mac. On macOS the real Darwin exists and the normal
/// build checks that branch, so this suite is skipped there.
@Suite(
    "Darwin branch of ViperGenSystem",
    .enabled(
        if: DarwinBranchChecker.isNeeded,
        "macOS compiles the Darwin branch against the real Darwin; the stand-in is for Linux"))
struct DarwinBranchTests {
    @Test func standInBuildsAsTheDarwinModule() throws {
        let checker = try DarwinBranchChecker()
        let build = try checker.buildStandIn()
        #expect(build.succeeded, "Tests/StandIns/Darwin/Darwin.swift:\n\(build.output)")
    }

    @Test func platformLayerTypeChecksAgainstDarwin() throws {
        let checker = try DarwinBranchChecker()
        let build = try checker.buildStandIn()
        try #require(build.succeeded, "Tests/StandIns/Darwin/Darwin.swift:\n\(build.output)")
        let run = try checker.typeCheckLayer()
        #expect(run.succeeded, "Sources/ViperGenSystem against Darwin:\n\(run.output)")
        #expect(!run.output.contains("error:"), "\(run.output)")
    }

    @Test(arguments: DarwinBranchProbe.all)
    func linuxOnlyCodeInTheDarwinBranchFailsTheCheck(_ probe: DarwinBranchProbe) throws {
        let checker = try DarwinBranchChecker()
        let build = try checker.buildStandIn()
        try #require(build.succeeded, "Tests/StandIns/Darwin/Darwin.swift:\n\(build.output)")
        try checker.folder.write("probe/Probe.swift", probe.source)
        let probeFile = checker.folder.appending("probe/Probe.swift")
        let run = try checker.typeCheckLayer(adding: [probeFile])
        #expect(!run.succeeded, "\(probe) passed the Darwin type check:\n\(run.output)")
        #expect(run.output.contains("Probe.swift:"), "\(probe):\n\(run.output)")
        #expect(run.output.contains("error:"), "\(probe):\n\(run.output)")
        #expect(run.output.contains(probe.expectedDiagnostic), "\(probe):\n\(run.output)")
    }
}
