import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenOutput
@testable import ViperGenSystem

/// Issue 37, defect 1: changes after the commit go through no-follow folder handles.
///
/// After the commit, deletions and renames reach their files through folders opened from the
/// project root without following links, as the checks before them do. A folder swapped for a link to an outside copy just before the deletion (or write) step
/// stops that step with a message; the run is undone and nothing outside is touched.
@Suite("Safety: changes after the commit through a folder swapped for a link")
struct SwappedFolderTests {
    /// The generated swiftui project with `Payments` added.
    static func app() throws -> TemporaryFolder {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(["module", "Payments"], to: app)
        return app
    }

    /// What a run with a swap did: its result, the outside copy before and after, and what
    /// the next command's recovery left in the app once the folder was put back.
    struct Outcome {
        let run: TestRun
        let swapped: Bool
        let outsideBefore: DirectorySnapshot
        let outsideAfter: DirectorySnapshot
        let recovered: DirectorySnapshot
    }

    /// Copies `folder` of `app` outside the project, then runs `arguments` in `app` on a file
    /// system that swaps `folder` for a link to that copy before the `trigger` change below it
    /// (number `occurrence`), optionally on another thread; then puts the folder back and
    /// recovers as the next run would, completing or undoing a run that could not undo itself
    /// through the link.
    static func runSwapping(
        _ folder: String, in app: TemporaryFolder, before trigger: FileSystemOperation,
        occurrence: Int = 1, concurrently: Bool = false, _ arguments: [String]
    ) throws -> Outcome {
        let outside = try TemporaryFolder("viper-gen-outside")
        let copy = outside.path("copy")
        try FileManager.default.copyItem(atPath: app.path + "/" + folder, toPath: copy)
        let outsideBefore = try DirectorySnapshot(of: copy)
        let fileSystem = FolderSwapFileSystem(
            swapping: app.path + "/" + folder, for: copy, before: trigger,
            occurrence: occurrence, concurrently: concurrently)
        let run = TestFileSystem.taskLocal.withValue(fileSystem) {
            TestRun.run(arguments, in: app.url)
        }
        fileSystem.waitForSwap()
        let outsideAfter = try DirectorySnapshot(of: copy)
        let swapped = fileSystem.didSwap
        try fileSystem.undoSwap()
        // The next run recovers (in this process, whose id the staging folder bears, directly).
        _ = try InterruptedRunRecovery(isProcessAlive: { _ in false }).recover(in: app.absolutePath)
        return Outcome(
            run: run, swapped: swapped, outsideBefore: outsideBefore, outsideAfter: outsideAfter,
            recovered: try DirectorySnapshot(of: app.path))
    }

    /// Runs `arguments` with `folder` swapped before its first `trigger` change and expects a
    /// refusal naming the link, the outside copy untouched, and the app, once the folder is
    /// back, as before the run.
    private func expectRefusal(
        _ arguments: [String], swapping folder: String, before trigger: FileSystemOperation,
        in app: TemporaryFolder
    ) throws {
        let before = try DirectorySnapshot(of: app.path)
        let outcome = try Self.runSwapping(folder, in: app, before: trigger, arguments)

        #expect(outcome.swapped, "no \(trigger) below \(folder)")
        #expect(outcome.outsideAfter == outcome.outsideBefore, "the outside copy changed")
        #expect(outcome.run.code != .success, "\(outcome.run.out)")
        #expect(
            outcome.run.err.contains("is a symbolic link leading out of the project"),
            "\(outcome.run.err)")
        #expect(outcome.recovered == before, "\(outcome.run.err)")
    }

    @Test(arguments: [
        "Tests/MyAppTests", "Sources/MyApp/Classes/Modules/Payments", ".viper-gen",
    ])
    func remove(swapping folder: String) throws {
        try expectRefusal(
            ["remove", "Payments"], swapping: folder, before: .remove, in: try Self.app())
    }

    @Test(arguments: [
        ["rename", "Payments", "Billing"], ["rename", "Payments", "Billing", "--everywhere"],
    ])
    func rename(arguments: [String]) throws {
        try expectRefusal(
            arguments, swapping: "Tests/MyAppTests", before: .remove, in: try Self.app())
    }

    @Test func renameIntoAFolderSwappedBeforeItsNewFilesMoveIn() throws {
        try expectRefusal(
            ["rename", "Payments", "Billing"], swapping: "Sources/MyApp/Classes/Modules",
            before: .move, in: try Self.app())
    }

    @Test func aSwapAfterADeletionInTheFolderIsUndoneOnceTheFolderIsBack() throws {
        // The first test file went before the swap: its undo cannot go through the link, so the
        // run keeps it in its staging folder, and the next run puts it back.
        let app = try Self.app()
        let before = try DirectorySnapshot(of: app.path)
        let outcome = try Self.runSwapping(
            "Tests/MyAppTests", in: app, before: .remove, occurrence: 2, ["remove", "Payments"])

        #expect(outcome.swapped)
        #expect(outcome.outsideAfter == outcome.outsideBefore, "the outside copy changed")
        #expect(outcome.run.code == .failure, "\(outcome.run.out)")
        #expect(
            outcome.run.err.contains("Rolling back also stopped at the link"), "\(outcome.run.err)")
        #expect(outcome.run.err.contains("the next viper-gen command puts them back"))
        #expect(outcome.recovered == before)
    }

    @Test func update() throws {
        let app = try UpdateApp.changed()
        try expectRefusal(["update"], swapping: ".viper-gen", before: .remove, in: app)
    }

    @Test func checkFix() throws {
        let app = try Self.app()
        let rootApp = "Sources/MyApp/RootApp.swift"
        try app.write(
            rootApp,
            try app.read(rootApp).replacingOccurrences(
                of: "        container.apply(PaymentsAssembly.self)\n", with: ""))
        try expectRefusal(["check", "--fix"], swapping: "Sources/MyApp", before: .move, in: app)
    }
}

/// A project whose team template changed after its modules were made, so `update` rewrites
/// them and deletes the copy of the old template version.
enum UpdateApp {
    /// The generated swiftui project with `Payments`, its template exported and changed.
    static func changed() throws -> TemporaryFolder {
        let app = try SwappedFolderTests.app()
        let template = ".viper-gen/templates/module"
        let export = TestRun.run(["templates", "export", "module", template], in: app.url)
        try #require(export.code == .success, "\(export.err)")
        let view =
            template + "/ObservableSwiftTesting/___FILEBASENAME___/View/"
            + "___FILEBASENAME___View.swift"
        let text = try app.read(view)
        let line = "struct ___VARIABLE_moduleName___View: View {"
        try #require(text.contains(line))
        try app.write(
            view, text.replacingOccurrences(of: line, with: line + "\n    // Design system."))
        return app
    }
}
