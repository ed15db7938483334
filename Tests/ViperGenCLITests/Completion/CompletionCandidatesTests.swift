import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenProject

/// `viper-gen __complete <words>`: the candidates for the last word, from the option tables,
/// the template search path and the project's records; never an error, never a write.
@Suite("Completion candidates")
struct CompletionCandidatesTests {
    /// The candidates printed for `words` in `folder`, one per line; the run must succeed
    /// silently.
    private func candidates(
        _ words: [String], in folder: URL = URL(fileURLWithPath: "/"),
        variables: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) -> [String] {
        let run = TestRun.run(["__complete"] + words, in: folder, variables: variables)
        #expect(run.code == .success, sourceLocation: sourceLocation)
        #expect(run.err.isEmpty, "\(run.err)", sourceLocation: sourceLocation)
        return run.out.split(separator: "\n").map(String.init)
    }

    @Test func offersTheCommandsFirst() {
        #expect(candidates([""]) == ViperGenTool.commands.map { $0.name } + ["help"])
        #expect(candidates(["re"]) == ["remove", "rename"])
        #expect(candidates(["--"]) == ["--version", "--help"])
        #expect(candidates(["help", "up"]) == ["update"])
        #expect(!candidates([""]).contains(CompletionCandidates.hiddenCommand))
    }

    @Test func offersTheXcodeProjectsTargets() throws {
        let app = try XcodeAppFolder.generatedApp(style: "uikit")
        #expect(
            candidates(["module", "X", "--target", ""], in: app.url) == ["MyApp", "MyAppWidget"])
        #expect(
            candidates(["module", "X", "--target=MyAppW"], in: app.url) == ["--target=MyAppWidget"])
        #expect(candidates(["service", "X", "--test-target", ""], in: app.url) == ["MyAppTests"])
        // Without a readable project file, nothing is offered and nothing fails.
        try app.write(XcodeAppFolder.pbxproj, "{ objects = ")
        #expect(candidates(["module", "X", "--target", ""], in: app.url).isEmpty)
        #expect(candidates(["module", "X", "--target", ""]).isEmpty, "outside a project")
    }

    @Test func offersTheOptionsOfTheCommandFromItsOptionTable() {
        let spellings = ViperGenTool.Module.spellings.map { "--" + $0.long }
        #expect(candidates(["module", "Payments", "--"]) == spellings)
        #expect(candidates(["module", "--sk"]) == ["--skip-existing"])
        #expect(candidates(["project", "--no-"]) == ["--no-tests"])
        #expect(
            candidates(["xcode", "-"]) == ["--dest", "--quiet", "-q", "--version", "--help", "-h"])
        #expect(candidates(["module", "--", "--"]).isEmpty, "after --, names only")
    }

    @Test func offersOptionValuesAndLeavesPathsToTheShell() {
        #expect(candidates(["init", "--style", ""]) == ArchitectureStyle.names)
        #expect(candidates(["init", "--style=ui"]) == ["--style=uikit"])
        #expect(candidates(["module", "X", "-o", ""]) == [CompletionCandidates.directory])
        #expect(candidates(["module", "X", "--output=Sou"]) == [CompletionCandidates.directory])
        #expect(
            candidates(["module", "X", "--template", "./"]) == [CompletionCandidates.directory])
        #expect(candidates(["apply", ""]) == [CompletionCandidates.file])
        #expect(candidates(["init", ""]) == [CompletionCandidates.directory])
        #expect(candidates(["module", "X", "--author", ""]).isEmpty)
        #expect(candidates(["completion", ""]) == ["zsh", "bash", "fish"])
        #expect(candidates(["xcode", "un"]) == ["uninstall"])
        #expect(candidates(["templates", ""]) == ["list", "show", "export", "derive"])
    }

    @Test func offersTemplateNamesFromTheSearchPath() throws {
        let workspace = try SearchWorkspace()
        let names = workspace.run(["templates", "--json"]).out
        let offered = candidates(
            ["module", "X", "--template", ""], in: workspace.app, variables: workspace.variables)
        #expect(Array(offered.prefix(ArchitectureStyle.names.count)) == ArchitectureStyle.names)
        for name in offered.dropFirst(ArchitectureStyle.names.count) {
            #expect(names.contains("\"name\" : \"\(name)\""), "\(name) is not listed")
        }
        let shown = candidates(
            ["templates", "show", ""], in: workspace.app, variables: workspace.variables)
        // `templates show` offers every template; `module --template` only module templates.
        #expect(Set(shown).isSuperset(of: offered.dropFirst(ArchitectureStyle.names.count)))
        #expect(shown.contains("project") && !offered.contains("project"))
        #expect(shown.contains("Screen"), "the Xcode folder's template: \(shown)")
        #expect(!shown.contains("uikit"), "a style is not a template name")
    }

    @Test func offersATemplatesSetKeysAndPopupChoices() throws {
        let folder = try TemporaryFolder("viper-gen-complete-set")
        try folder.write(".viper-gen.json", #"{"projectName": "App"}"# + "\n")
        try folder.write(
            ".viper-gen/templates/tested/TemplateInfo.plist", CompletionFixtures.testedTemplate)
        try folder.write(".viper-gen/templates/tested/___FILEBASENAME___.swift", "// x\n")
        let base = ["module", "Payments", "--template", "tested", "--set"]
        #expect(candidates(base + [""], in: folder.url) == ["tests=", "withMocks="])
        #expect(
            candidates(base + ["tests="], in: folder.url)
                == ["tests=SwiftTesting", "tests=XCTest"])
        #expect(candidates(base + ["tests=X"], in: folder.url) == ["tests=XCTest"])
        #expect(
            candidates(base + ["withMocks="], in: folder.url)
                == ["withMocks=true", "withMocks=false"])
        #expect(candidates(base + ["nope="], in: folder.url).isEmpty)
        #expect(
            candidates(["module", "X", "--template=tested", "--set=te"], in: folder.url)
                == ["--set=tests="])
        #expect(
            candidates(["module", "X", "--set", ""])
                == ["observation=", "tests=", "mainActor=", "nonisolated="],
            "the default template's (swiftui's module)")
    }

    @Test func offersRecordedNamesToRemoveRenameAndUpdate() throws {
        let app = try LifecycleApp.generated("project-with-modules/MyApp")
        let before = try DirectorySnapshot(of: app.path)
        let recorded = ["Main", "Payments", "Profile", "NetworkService"]
        #expect(candidates(["remove", ""], in: app.url) == recorded)
        #expect(
            candidates(["remove", "Payments", ""], in: app.url) == [
                "Main", "Profile", "NetworkService",
            ])
        #expect(candidates(["update", "P"], in: app.url) == ["Payments", "Profile"])
        #expect(candidates(["rename", "Net"], in: app.url) == ["NetworkService"])
        #expect(
            candidates(["rename", "Payments", ""], in: app.url).isEmpty, "the new name is free")
        let inSources = app.appending("Sources/MyApp")
        #expect(candidates(["remove", "Pay"], in: inSources) == ["Payments"])
        #expect(try DirectorySnapshot(of: app.path) == before, "completion wrote something")
        #expect(candidates(["remove", ""]).isEmpty, "outside a project")
    }

    /// Issue 37, item 7: `--module` and `--service` are offered, and after one only that kind's
    /// recorded names.
    @Test func theKindFlagsAreOfferedAndNarrowTheNames() throws {
        let app = try LifecycleApp.generated("project-with-modules/MyApp")
        #expect(candidates(["remove", "--s"], in: app.url) == ["--service"])
        #expect(candidates(["rename", "--mo"], in: app.url) == ["--module"])
        #expect(candidates(["update", "--service", ""], in: app.url) == ["NetworkService"])
        #expect(
            candidates(["remove", "--module", ""], in: app.url) == ["Main", "Payments", "Profile"])
        #expect(candidates(["rename", "--service", ""], in: app.url) == ["NetworkService"])
    }

    @Test func badInputGivesNoCandidatesAndExitsZero() throws {
        let folder = try TemporaryFolder("viper-gen-complete-bad")
        try folder.write(".viper-gen.json", "{ not json\n")
        #expect(candidates(["remove", ""], in: folder.url).isEmpty)
        #expect(candidates(["module", "X", "--set", ""], in: folder.url).isEmpty)
        #expect(candidates([]).isEmpty)
        #expect(candidates(["nonsense", ""]).isEmpty)
        #expect(candidates(["module", "--bogus=", ""]).isEmpty)
        #expect(candidates(["module", "--bogus="]).isEmpty)
        #expect(candidates(["help", "module", ""]).isEmpty)
        #expect(try folder.read(".viper-gen.json") == "{ not json\n")
    }
}
