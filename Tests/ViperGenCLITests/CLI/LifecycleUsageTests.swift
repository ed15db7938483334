import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// The lifecycle commands' arguments as the command line reads them: names missing or extra,
/// and flags that exclude each other, refused before any command runs.
@Suite("Lifecycle usage")
struct LifecycleUsageTests {
    @Test func removeWithoutANameIsAUsageError() {
        let run = TestRun.run(["remove"], in: URL(fileURLWithPath: "/"))
        #expect(run.code == .usage)
        #expect(run.err.hasPrefix("Error: Missing name: "), "\(run.err)")
    }

    @Test func renameTakesExactlyTwoNames() {
        let run = TestRun.run(["rename", "Payments"], in: URL(fileURLWithPath: "/"))
        #expect(run.code == .usage)
        #expect(run.err.hasPrefix("Error: rename takes two names"), "\(run.err)")
    }

    @Test func checkDryRunWithoutFixIsRefused() {
        let run = TestRun.run(["check", "--dry-run"], in: URL(fileURLWithPath: "/"))

        #expect(run.code == .usage)
        #expect(run.err.contains("--dry-run applies to --fix"), "\(run.err)")
    }

    @Test func outdatedWithANameIsRefused() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        let named = TestRun.run(["outdated", "Payments"], in: app.url)
        #expect(named.code == .usage)
        #expect(named.err.contains("takes no names"), "\(named.err)")
    }

    @Test func anUnknownNameIsFollowedByTheUsageLineOfRemove() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        let run = TestRun.run(["remove", "Billing"], in: app.url)
        #expect(run.code == .usage)
        #expect(run.err.hasPrefix("Error: No module or service 'Billing' is recorded"))
        #expect(run.err.contains("USAGE: viper-gen remove <name> ... [<options>]"))
    }

    @Test func applyOutsideAProjectIsFollowedByTheUsageLineOfApply() throws {
        let folder = try TemporaryFolder()
        try folder.write("viper-gen.spec.json", #"{"version": 1, "modules": ["Payments"]}"#)
        let run = TestRun.run(["apply", "viper-gen.spec.json"], in: folder.url)
        #expect(run.code == .usage)
        #expect(run.err.hasPrefix("Error: viper-gen apply works inside a viper-gen project"))
        #expect(run.err.contains("USAGE: viper-gen apply [<spec>] [<options>]"))
    }

    @Test func moduleAndServiceTogetherAreAUsageError() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(["module", "Pay"], to: app)
        try LifecycleApp.add(["service", "Pay"], to: app)
        let run = TestRun.run(["remove", "Pay", "--module", "--service"], in: app.url)
        #expect(run.code == .usage, "\(run.err)")
        #expect(run.err.contains("--module and --service"), "\(run.err)")
    }
}
