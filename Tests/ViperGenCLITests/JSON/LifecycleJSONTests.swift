import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 37, item 5: `remove`, `rename`, `update` and `outdated` take `--json`: one object on
/// stdout, of the shape docs/reference.md documents, nothing on stderr, with the real paths.
@Suite("--json of remove, rename, update and outdated")
struct LifecycleJSONTests {
    private let modules = "Sources/MyApp/Classes/Modules"

    /// The generated project with Main, Payments, Profile and NetworkService.
    private func app() throws -> TemporaryFolder {
        try LifecycleApp.generated("project-with-modules/MyApp")
    }

    /// Runs `arguments` with `--json` in `app`, requires `code`, an empty stderr and an output
    /// of the documented `shape`, and returns it parsed.
    private func document(
        _ arguments: [String], in app: TemporaryFolder, shape: String,
        code: ExitCode = .success, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> JSONDocument {
        let run = TestRun.run(arguments + ["--json"], in: app.url)
        #expect(run.code == code, "\(run.out)\(run.err)", sourceLocation: sourceLocation)
        #expect(run.err.isEmpty, "\(run.err)", sourceLocation: sourceLocation)
        #expect(
            try JSONShape.documented(shape).problems(with: run.out) == [], "\(run.out)",
            sourceLocation: sourceLocation)
        return try JSONDocument(run.out, sourceLocation: sourceLocation)
    }

    /// The index of the entry named `name` in `document`'s array at `key`.
    private func index(of name: String, in document: JSONDocument, key: String) throws -> Int {
        let entries = try #require(document[key] as? [[String: Any]], "\(document.object)")
        return try #require(entries.firstIndex { $0["name"] as? String == name }, "\(entries)")
    }

    @Test func removeDryAndRealSayWhatGoes() throws {
        let app = try app()
        let before = try DirectorySnapshot(of: app.path)
        let dry = try document(["remove", "Payments", "--dry-run"], in: app, shape: "remove")
        #expect(try DirectorySnapshot(of: app.path) == before, "a dry run wrote")
        #expect(dry.string("command") == "remove")
        #expect(dry.bool("dryRun") == true)
        #expect(dry.string("outcome") == "planned")

        let real = try document(["remove", "Payments"], in: app, shape: "remove")

        #expect(real.string("outcome") == "written")
        #expect(real.bool("dryRun") == false)
        #expect(real.string("entries.0.kind") == "module")
        #expect(real.string("entries.0.name") == "Payments")
        #expect(real.string("entries.0.record") == ".viper-gen/modules/Payments.json")
        let files = real.strings("entries.0.files")
        #expect(files.contains("\(modules)/Payments/View/PaymentsView.swift"), "\(files)")
        #expect(files.contains("Tests/MyAppTests/Payments/PaymentsPresenterTests.swift"))
        for file in files {
            #expect(!FileManager.default.fileExists(atPath: app.path(file)), "\(file) is left")
        }
        #expect(
            real.strings("entries.0.unregisteredFrom").contains("Sources/MyApp/RootApp.swift"))
        #expect(real.count("entries.0.manual") == 0)
        #expect(dry.strings("entries.0.files") == files, "the dry run planned the same")
        let deleted = (real["files"] as? [[String: String]] ?? []).filter {
            $0["disposition"] == "delete"
        }
        #expect(deleted.count >= files.count, "\(deleted)")
    }

    @Test func renameSaysEachMoveAndTheOtherUses() throws {
        let app = try app()
        try app.write(
            "Sources/MyApp/Uses.swift", "let presenterType = PaymentsPresenter.self\n")
        let dry = try document(
            ["rename", "Payments", "Billing", "--dry-run"], in: app, shape: "rename")
        #expect(dry.string("outcome") == "planned")
        #expect(dry.int("otherUses.0.line") == 1)
        #expect(dry.string("otherUses.0.file") == "Sources/MyApp/Uses.swift")
        #expect(dry.string("otherUses.0.type") == "PaymentsPresenter")
        #expect(dry.bool("otherUsesRewritten") == false)

        let real = try document(
            ["rename", "Payments", "Billing", "--everywhere"], in: app, shape: "rename")

        #expect(real.string("outcome") == "written")
        #expect(real.string("kind") == "module")
        #expect(real.string("oldName") == "Payments")
        #expect(real.string("newName") == "Billing")
        #expect(real.bool("otherUsesRewritten") == true)
        let moves = real["moves"] as? [[String: String]] ?? []
        #expect(
            moves.contains {
                $0["from"] == "\(modules)/Payments/View/PaymentsView.swift"
                    && $0["to"] == "\(modules)/Billing/View/BillingView.swift"
            }, "\(moves)")
        #expect(real.strings("registrationEdits").contains("Sources/MyApp/RootApp.swift"))
        #expect(try app.read("Sources/MyApp/Uses.swift").contains("BillingPresenter.self"))
    }

    @Test func outdatedAndUpdateListTheChangedTemplatesModules() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(["module", "Payments"], to: app)
        let template = ".viper-gen/templates/module"
        let export = TestRun.run(["templates", "export", "module", template], in: app.url)
        try #require(export.code == .success, "\(export.err)")
        let clean = try document(["outdated"], in: app, shape: "outdated")
        #expect(clean.int("recorded") == 2)
        #expect(clean.count("outdated") == 0)
        let nothing = try document(["update"], in: app, shape: "update")
        #expect(nothing.string("outcome") == "nothingToDo")
        #expect(nothing.count("files") == 0)

        let view =
            "\(template)/ObservableSwiftTesting/___FILEBASENAME___/View/"
            + "___FILEBASENAME___View.swift"
        try app.write(
            view,
            try app.read(view).replacingOccurrences(
                of: "import SwiftUI\n", with: "import SwiftUI\nimport Charts\n"))
        let payments = "\(modules)/Payments/View/PaymentsView.swift"
        try app.write(payments, try app.read(payments) + "// mine\n")
        let outdated = try document(["outdated", "-q"], in: app, shape: "outdated")
        #expect(outdated.count("outdated") == 2, "Main and Payments")
        let found = "outdated.\(try index(of: "Payments", in: outdated, key: "outdated"))"
        #expect(outdated.string("\(found).kind") == "module")
        #expect(outdated.string("\(found).template") == "module")
        #expect(outdated.strings("\(found).editedFiles") == [payments])
        #expect(outdated.bool("\(found).templateCopyKept") == true)
        #expect(outdated["\(found).missingTemplate"] == nil)

        let updated = try document(["update"], in: app, shape: "update")

        #expect(updated.string("outcome") == "written")
        let entry = "entries.\(try index(of: "Payments", in: updated, key: "entries"))"
        #expect(updated.string("\(entry).kind") == "module")
        #expect(updated.string("\(entry).changes.0.path") == payments)
        #expect(updated.string("\(entry).changes.0.change") == "merged")
        #expect(updated.count("conflicts") == 0)
        #expect(try app.read(payments).contains("import Charts\n"))
    }

    @Test func anUpdateConflictIsInTheDocumentWhichIsTheOnlyOne() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(["module", "Payments"], to: app)
        let template = ".viper-gen/templates/module"
        let export = TestRun.run(["templates", "export", "module", template], in: app.url)
        try #require(export.code == .success, "\(export.err)")
        let view =
            "\(template)/ObservableSwiftTesting/___FILEBASENAME___/View/"
            + "___FILEBASENAME___View.swift"
        try app.write(
            view,
            try app.read(view).replacingOccurrences(
                of: "import SwiftUI\n", with: "import SwiftUI\nimport Charts\n"))
        let payments = "\(modules)/Payments/View/PaymentsView.swift"
        try app.write(
            payments,
            try app.read(payments).replacingOccurrences(
                of: "import SwiftUI\n", with: "import SwiftUI\nimport MapKit\n"))

        let updated = try document(
            ["update", "Payments"], in: app, shape: "update", code: .failure)

        #expect(updated.strings("conflicts") == [payments])
        #expect(updated.string("entries.0.changes.0.change") == "conflict")
        #expect(updated["error"] == nil)
    }

    @Test func pathsAreTheRealOnesNotTheirEscapedDisplay() throws {
        let app = try app()
        // A module viper-gen did not make, with a file name a terminal sees escaped: a quote
        // and a zero-width space (a control character is refused in any path).
        let odd = "\(modules)/Legacy/We\"ird\u{200B}name.swift"
        try app.write(odd, "struct LegacyThing {}\n")
        let removal = try document(
            ["remove", "Legacy", "--force", "--dry-run"], in: app, shape: "remove")
        #expect(removal.strings("entries.0.files") == [odd], "\(removal.object)")
        let files = removal["files"] as? [[String: String]] ?? []
        #expect(files.contains { $0["path"] == odd }, "\(files)")

        // The generation document too: run from Tests/, the sources are absolute paths
        // through the project's folder, whose name holds a zero-width space.
        let folder = try TemporaryFolder("viper-gen-json-paths")
        let root = folder.appending("Z\u{200B}one")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let made = TestRun.run(["project", "MyApp", "-q"] + TestRun.fixedFlags, in: root)
        try #require(made.code == .success, "\(made.err)")
        let generated = TestRun.run(
            ["module", "Payments", "--dry-run", "--json"] + TestRun.fixedFlags,
            in: root.appendingPathComponent("MyApp/Tests"))
        #expect(generated.code == .success, "\(generated.out)")
        let paths = try JSONDocument(generated.out).strings("entries.0.files")
        #expect(
            paths.contains {
                $0.hasSuffix(
                    "/Z\u{200B}one/MyApp/Sources/MyApp/Classes/Modules/Payments/View/"
                        + "PaymentsView.swift")
            }, "\(paths)")

        // The text output shows the same path escaped, for the terminal.
        let text = TestRun.run(["remove", "Legacy", "--force", "--dry-run"], in: app.url)
        #expect(text.out.contains("We\"ird\\u{200B}name.swift"), "\(text.out)")
    }
}
