import Foundation
import Testing
import ViperGenTestSupport
import ViperGenText

@testable import ViperGenCLI

/// Issue 41: each tool runs its command in the served project, as the command line does, and
/// answers with its `--json` document after a summary.
@Suite("MCP tool calls")
struct MCPToolCallTests {
    @Test func moduleDryRunWritesNothingAndReturnsThePlanWithDiffs() throws {
        let project = try MCPProject()
        let before = try project.snapshot()
        let result = try project.call("module", #"{"names": ["Payments"], "dry_run": true}"#)
        #expect(try project.snapshot() == before)
        #expect(!result.isError)
        #expect(result.summary == "module: dry run, nothing written; files: 12 create, 4 update")
        let document = try #require(result.structured)
        #expect(document["dryRun"] == true)
        #expect(document["outcome"] == "planned")
        let files = try #require(document["files"]?.array)
        let rootApp = try #require(files.first { $0["path"] == "Sources/MyApp/RootApp.swift" })
        #expect(rootApp["disposition"] == "update")
        let diff = try #require(rootApp["diff"]?.string)
        #expect(
            diff.hasPrefix(
                "--- a/Sources/MyApp/RootApp.swift\n+++ b/Sources/MyApp/RootApp.swift\n@@"))
        #expect(diff.contains("\n+        container.apply(PaymentsAssembly.self)\n"))
        #expect(files.allSatisfy { $0["disposition"] != "update" || $0["diff"] != nil })
        #expect(files.allSatisfy { $0["disposition"] != "create" || $0["diff"] == nil })
    }

    @Test func moduleWritesAndRegistersThenRenameAndRemoveLeaveTheProjectAsBefore() throws {
        let project = try MCPProject()
        let before = try project.snapshot()
        let made = try project.call("module", #"{"names": ["Payments"]}"#)
        #expect(!made.isError, "\(made.summary)")
        #expect(made.summary == "module: written; files: 12 create, 4 update")
        #expect(made.structured?["outcome"] == "written")
        #expect(
            try project.text("Sources/MyApp/RootApp.swift").contains(
                "container.apply(PaymentsAssembly.self)"))
        let assembly = "Sources/MyApp/Classes/Modules/Payments/Assembly/PaymentsAssembly.swift"
        #expect(
            FileManager.default.fileExists(
                atPath: project.root.appendingPathComponent(assembly).path))
        #expect(try project.call("check").structured?["consistent"] == true)

        let renamed = try project.call(
            "rename", #"{"old_name": "Payments", "new_name": "Billing"}"#)
        #expect(!renamed.isError, "\(renamed.summary)")
        #expect(
            try project.text("Sources/MyApp/RootApp.swift").contains(
                "container.apply(BillingAssembly.self)"))
        #expect(try project.call("check").structured?["consistent"] == true)

        let removed = try project.call("remove", #"{"names": ["Billing"]}"#)
        #expect(!removed.isError, "\(removed.summary)")
        #expect(removed.structured?["outcome"] == "written")
        #expect(try project.snapshot() == before)
    }

    @Test func serviceApplyUpdateAndOutdatedRunTheirCommands() throws {
        let project = try MCPProject()
        let service = try project.call("service", #"{"names": ["Network"]}"#)
        #expect(!service.isError, "\(service.summary)")
        #expect(try project.text("Sources/MyApp/RootApp.swift").contains("NetworkServiceAssembly"))

        try Data(#"{"version": 1, "modules": ["Cart"]}"#.utf8).write(
            to: project.root.appendingPathComponent("viper-gen.spec.json"))
        let plan = try project.call("apply", #"{"dry_run": true}"#)
        #expect(plan.structured?["command"] == "apply")
        #expect(plan.structured?["outcome"] == "planned")
        #expect(
            !FileManager.default.fileExists(
                atPath: project.root.appendingPathComponent("Sources/MyApp/Classes/Modules/Cart")
                    .path))

        let outdated = try project.call("outdated")
        #expect(outdated.summary == "outdated: 0 of 2 outdated")
        #expect(outdated.structured?["recorded"] == .number("2"))
        let update = try project.call("update", #"{"dry_run": true}"#)
        #expect(update.structured?["outcome"] == "nothingToDo")
        #expect(update.summary == "update: nothing to do")
    }

    @Test func checkFixDryRunReturnsTheFindingsAndTheFixAsDiffs() throws {
        let project = try MCPProject()
        _ = try project.call("module", #"{"names": ["Payments"]}"#)
        let rootApp = project.root.appendingPathComponent("Sources/MyApp/RootApp.swift")
        let registered = try project.text("Sources/MyApp/RootApp.swift")
        try Data(
            registered.replacingOccurrences(
                of: "        container.apply(PaymentsAssembly.self)\n", with: ""
            ).utf8
        ).write(to: rootApp)
        let before = try project.snapshot()
        let result = try project.call("check", #"{"fix": true, "dry_run": true}"#)
        #expect(try project.snapshot() == before)
        #expect(result.isError, "findings that are not informational make check exit 1")
        let document = try #require(result.structured)
        #expect(document["consistent"] == false)
        let file = try #require(document["files"]?.array?.first)
        #expect(file["path"] == "Sources/MyApp/RootApp.swift")
        #expect(
            file["diff"]?.string?.contains("\n+        container.apply(PaymentsAssembly.self)\n")
                == true)
        let fixed = try project.call("check", #"{"fix": true}"#)
        #expect(fixed.structured?["files"]?.array?.first?["diff"] == nil)
        #expect(try project.text("Sources/MyApp/RootApp.swift") == registered)
        #expect(try project.call("check").structured?["consistent"] == true)
    }

    @Test func templatesListShowExportAndDerive() throws {
        let project = try MCPProject()
        let list = try project.call("templates")
        #expect(list.structured?["templates"]?.array?.contains { $0["name"] == "module" } == true)
        let show = try project.call("templates", #"{"action": "show", "template": "module"}"#)
        #expect(show.structured?["name"] == "module")
        let before = try project.snapshot()
        let plan = try project.call(
            "templates",
            #"{"action": "export", "template": "service", "folder": "Mine", "dry_run": true}"#)
        #expect(try project.snapshot() == before)
        #expect(
            plan.structured?["output"]?.string?.hasPrefix(
                "Dry run: nothing was written. Would write in Mine:\n  Mine/TemplateInfo.plist\n")
                == true, "\(plan.summary)")
        let export = try project.call(
            "templates", #"{"action": "export", "template": "service", "folder": "Mine"}"#)
        #expect(!export.isError, "\(export.summary)")
        #expect(
            FileManager.default.fileExists(
                atPath: project.root.appendingPathComponent("Mine/TemplateInfo.plist").path))
        let same = try project.call(
            "templates",
            #"{"action": "export", "template": "service", "folder": "Mine", "dry_run": true}"#)
        #expect(
            same.structured?["output"]?.string?.contains("  Mine/TemplateInfo.plist  (unchanged)\n")
                == true, "\(same.summary)")
        try Data("edited".utf8).write(
            to: project.root.appendingPathComponent("Mine/TemplateInfo.plist"))
        let edited = try project.call(
            "templates",
            #"{"action": "export", "template": "service", "folder": "Mine", "dry_run": true}"#)
        #expect(edited.isError)
        #expect(edited.structured?["exitCode"] == .number("73"), "\(edited.summary)")
        let derive = try project.call(
            "templates", #"{"action": "derive", "module": "Main", "dry_run": true}"#)
        #expect(!derive.isError, "\(derive.summary)")
        #expect(
            !FileManager.default.fileExists(
                atPath: project.root.appendingPathComponent(".viper-gen/templates").path))
    }

    @Test func initAdoptsTheServedFolder() throws {
        let project = try MCPProject()
        try FileManager.default.removeItem(
            at: project.root.appendingPathComponent(".viper-gen.json"))
        try FileManager.default.removeItem(at: project.root.appendingPathComponent(".viper-gen"))
        let before = try project.snapshot()
        let plan = try project.call("init", #"{"dry_run": true}"#)
        #expect(!plan.isError, "\(plan.summary)")
        #expect(plan.structured?["outcome"] == "planned")
        #expect(try project.snapshot() == before)
        let adopted = try project.call("init")
        #expect(adopted.structured?["outcome"] == "written", "\(adopted.summary)")
        #expect(
            FileManager.default.fileExists(
                atPath: project.root.appendingPathComponent(".viper-gen.json").path))
    }
}
