import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenProject

/// Templates are searched in the project's `.viper-gen/templates`, then the user's folder, then
/// Xcode's, then among the built-in ones: the first of a name wins, and `-v` says which one
/// was used and what it overrides.
@Suite("Template search")
struct TemplateSearchTests {
    @Test func theProjectsTemplateBeatsTheUsersWhichBeatsTheBuiltInOne() throws {
        let workspace = try SearchWorkspace()
        let module = workspace.run(["module", "Payments", "-v"] + TestRun.fixedFlags)
        #expect(module.code == .success, "\(module.err)")
        try GoldenTree.assertMatches(text: module.out, golden: "templates/verbose-override.txt")
        try GoldenTree.assertMatches(
            workspace.app.appendingPathComponent("Sources/App/Classes/Modules"),
            golden: "templates/override-project-module")
        // The project has no service template: the user's wins over the built-in one.
        let service = workspace.run(["service", "Network", "-q"] + TestRun.fixedFlags)
        #expect(service.code == .success, "\(service.err)")
        try GoldenTree.assertMatches(
            workspace.app.appendingPathComponent("Sources/App/Classes/Services"),
            golden: "templates/override-user-service")
    }

    @Test func withoutAProjectTemplateTheUsersOneIsUsed() throws {
        let workspace = try SearchWorkspace(projectTemplates: false)
        let run = workspace.run(["module", "Payments", "-v", "--dry-run"] + TestRun.fixedFlags)
        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.out.contains(
                "Template: module (user config/viper-gen/templates/module), overriding built-in\n"),
            "\(run.out)")
    }

    @Test func theListShowsEveryTemplateInSearchOrder() throws {
        let workspace = try SearchWorkspace()
        let text = workspace.run(["templates"])
        #expect(text.code == .success, "\(text.err)")
        try GoldenTree.assertMatches(text: text.out, golden: "templates/list.txt")
        let json = workspace.run(["templates", "list", "--json"])
        #expect(json.code == .success, "\(json.err)")
        try GoldenTree.assertMatches(text: json.out, golden: "templates/list.json")
    }

    @Test func showPrintsOptionsWithTypesDefaultsAndChoicesAndTheFiles() throws {
        let workspace = try SearchWorkspace()
        let run = workspace.run(["templates", "show", "screen"])
        #expect(run.code == .success, "\(run.err)")
        try GoldenTree.assertMatches(text: run.out, golden: "templates/show-screen.txt")
        let json = workspace.run(["templates", "show", "Screen", "--json"])
        #expect(json.code == .success, "\(json.err)")
        try GoldenTree.assertMatches(text: json.out, golden: "templates/show-screen.json")
    }

    @Test func anUnknownTemplateListsTheAvailableOnesAndTheFoldersSearched() throws {
        let workspace = try SearchWorkspace()
        let run = workspace.run(["module", "Payments", "--template", "sreen"] + TestRun.fixedFlags)
        #expect(run.code == .usage)
        #expect(run.out.isEmpty)
        try GoldenTree.assertMatches(text: run.err, golden: "templates/unknown-template.txt")
        #expect(!FileManager.default.fileExists(atPath: workspace.app.path + "/Sources"))
    }

    @Test func theProjectConfigChoosesTheDefaultTemplate() throws {
        let workspace = try SearchWorkspace(
            config: #"{"projectName": "App", "templates": {"module": "Screen"}}"#)
        let run = workspace.run(["module", "Payments", "-v", "--dry-run"] + TestRun.fixedFlags)
        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.out.contains(
                "Template: Screen (Xcode Xcode/File Templates/VIPER/Screen.xctemplate), set by "
                    + "templates.module in .viper-gen.json\n"), "\(run.out)")
        // --template wins over the config.
        let flag = workspace.run(
            ["module", "Orders", "-v", "--dry-run", "--template", "module"] + TestRun.fixedFlags)
        #expect(flag.out.contains("Template: module (project .viper-gen/templates/module)"))
    }

    @Test func anUnknownTemplateInTheConfigNamesTheKeyAndExits65() throws {
        let workspace = try SearchWorkspace(
            config: #"{"projectName": "App", "templates": {"module": "gone"}}"#)
        let run = workspace.run(["module", "Payments"] + TestRun.fixedFlags)
        #expect(run.code == .badTemplate)
        #expect(
            run.err.hasPrefix(
                "Error: There is no template named 'gone' ("
                    + workspace.app.appendingPathComponent(".viper-gen.json").path
                    + ": templates.module). Available templates: "), "\(run.err)")
    }

    @Test func aTemplateFolderCanBeGivenByPath() throws {
        let workspace = try SearchWorkspace()
        let run = workspace.run(
            ["module", "Payments", "-v", "--template", "./config/viper-gen/templates/module"]
                + TestRun.fixedFlags)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("Template: module (path config/viper-gen/templates/module)\n"))
        let missing = workspace.run(
            ["module", "Orders", "--template", "./nowhere"] + TestRun.fixedFlags)
        #expect(missing.code == .usage)
        #expect(
            missing.err.hasPrefix(
                "Error: --template: './nowhere' is not a template folder. Pass the folder that "
                    + "holds the template's TemplateInfo.plist"), "\(missing.err)")
    }

    @Test func xcodeProjectTemplatesAreListedButRefused() throws {
        let workspace = try SearchWorkspace()
        let run = workspace.run(
            ["module", "Payments", "--template", "Legacy App"] + TestRun.fixedFlags)
        #expect(run.code == .badTemplate)
        #expect(
            run.err.hasPrefix(
                "Error: Legacy App (Xcode/Project Templates/Legacy App.xctemplate) is an Xcode "
                    + "project template, which viper-gen cannot render."), "\(run.err)")
    }

    @Test func aTemplateWithoutAnAssemblyIsNotRegistered() throws {
        let workspace = try SearchWorkspace()
        let run = workspace.run(["module", "Payments"] + TestRun.fixedFlags)
        #expect(run.code == .success)
        #expect(
            run.out.hasSuffix(
                "Not registered: the module template made no PaymentsAssembly.swift, which the "
                    + "app's registrations (container.apply(PaymentsAssembly.self), ...) need. Add "
                    + "it to the template to have modules registered, or register Payments by "
                    + "hand.\n"), "\(run.out)")
    }

    @Test func aBrokenTemplateIsListedWithTheReasonAndRefusedWhenUsed() throws {
        let workspace = try SearchWorkspace()
        try workspace.folder.write("App/config/viper-gen/templates/broken/TemplateInfo.plist", "{")
        let list = workspace.run(["templates"])
        #expect(list.code == .success)
        let row = list.out.split(separator: "\n").first { $0.hasPrefix("broken ") }
        #expect(
            row?.split(separator: " ") == ["broken", "invalid", "user", "Cannot", "be", "used:"],
            "\(list.out)")
        #expect(
            list.err.hasPrefix(
                "Warning: " + workspace.app.path
                    + "/config/viper-gen/templates/broken/TemplateInfo.plist is not a usable "
                    + "template description: it is not a property list."), "\(list.err)")
        let run = workspace.run(
            ["module", "Payments", "--template", "broken"] + TestRun.fixedFlags)
        #expect(run.code == .badTemplate)
        #expect(!FileManager.default.fileExists(atPath: workspace.app.path + "/Sources"))
    }
}
