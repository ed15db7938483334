import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Issue 37: `module Foo -i` in a project made by `project` has every popup settled by the
/// config, so it asks nothing; it says so, naming the options, their values and where to
/// change them, instead of saying nothing.
@Suite("--interactive says which options it did not ask")
struct InteractiveSettledOptionsTests {
    /// The questions asked during a run, in order.
    private final class Asked: @unchecked Sendable {
        private let lock = NSLock()
        private var settings: [String] = []
        func add(_ setting: String) { lock.withLock { settings.append(setting) } }
        var all: [String] { lock.withLock { settings } }
    }

    @Test func inAProjectMadeByProjectNothingIsAskedAndTheNoteSaysWhy() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        let asked = Asked()
        let run = TestRun.run(
            ["module", "Foo", "-i", "-q"] + TestRun.fixedFlags, in: app.url,
            ask: { question in
                asked.add(question.setting)
                return nil
            })
        #expect(run.code == .success, "\(run.err)")
        #expect(asked.all.isEmpty, "\(asked.all)")
        #expect(
            run.err
                == "Note: Not asked, settled by the project config .viper-gen.json: observation "
                + "(Observable), tests (SwiftTesting). Change them there for every new "
                + "module, or with --set key=value for this one.\n", "\(run.err)")
    }

    @Test func anOptionGivenWithSetIsNamedAsSuch() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        let run = TestRun.run(
            ["module", "Foo", "-i", "-q", "--set", "tests=XCTest"] + TestRun.fixedFlags,
            in: app.url, ask: { _ in nil })
        #expect(run.code == .success, "\(run.err)")
        #expect(run.err.contains("Note: Not asked, given with --set: tests (XCTest).\n"))
        #expect(run.err.contains(".viper-gen.json: observation (Observable). Change"))
    }

    @Test func outsideAProjectThePopupsAreAskedAndNoNoteIsPrinted() throws {
        let folder = try TemporaryFolder("viper-gen-newuser")
        let asked = Asked()
        let run = TestRun.run(
            ["module", "Foo", "-i", "-q"] + TestRun.fixedFlags, in: folder.url,
            ask: { question in
                asked.add(question.setting)
                return question.defaultChoice
            })
        #expect(run.code == .success, "\(run.err)")
        #expect(asked.all == ["observation", "tests"])
        #expect(!run.err.contains("Not asked"), "\(run.err)")
        // Without --interactive nothing is said either.
        let app = try LifecycleApp.generated("project/MyApp")
        let plain = TestRun.run(
            ["module", "Bar", "-q"] + TestRun.fixedFlags, in: app.url, ask: { _ in nil })
        #expect(plain.err.isEmpty, "\(plain.err)")
    }
}
