import Testing

@testable import ViperGenProject

/// The reader of an XcodeGen target's `sources:` and what they cover.
@Suite("XcodeGen sources")
struct XcodeGenSourcesTests {
    private func read(_ sources: String, target: String? = "App") -> XcodeGenSources {
        XcodeGenSources.read(
            "name: App\ntargets:\n  App:\n    type: application\n" + sources
                + "  AppTests:\n    sources: [AppTests]\n",
            target: target)
    }

    @Test func everyFormTheReaderKnows() {
        #expect(read("    sources: App\n") == .paths(["App"]))
        #expect(read("    sources: [App, \"Shared\"]\n") == .paths(["App", "Shared"]))
        #expect(
            read(
                "    sources:\n      - App # main\n      - path: 'Shared'\n        excludes:\n"
                    + "          - \"*.md\"\n") == .paths(["App", "Shared"]))
        // A list at the key's own indentation is YAML too.
        #expect(read("    sources:\n    - App\n    - path: Kit\n") == .paths(["App", "Kit"]))
        #expect(
            read("    sources: App\n", target: nil)
                == .paths(["App"]))
        // Without the target's name, the only application target is the app's.
        #expect(read("    sources: App\n", target: "Pokedex_App") == .paths(["App"]))
        let noApplication = XcodeGenSources.read(
            "targets:\n  Kit:\n    sources: [Kit]\n  UI:\n    sources: [UI]\n", target: "App")
        #expect(noApplication == .unreadable("no target `App` under `targets:`"))
    }

    @Test func formsItDoesNotKnowAreSaidToBeUnreadable() {
        #expect(
            read("    sources:\n      - {path: App}\n")
                == .unreadable(
                    "a `sources:` entry is in a form not read here"))
        #expect(
            read("    sources:\n      - name: App\n")
                == .unreadable(
                    "a `sources:` entry does not start with `path:`"))
        #expect(
            read("    sources: ${SRC}\n")
                == .unreadable(
                    "its `sources:` use `${…}` variables"))
        #expect(read("    dependencies: []\n") == .unreadable("the target has no `sources:`"))
        // A nested setting's `sources:` is not the target's.
        #expect(
            read("    scheme:\n      sources: [Other]\n")
                == .unreadable("the target has no `sources:`"))
        #expect(
            read("    sources: {path: App}\n")
                == .unreadable("its `sources:` is in a form not read here"))
        #expect(
            XcodeGenSources.read("include: [base.yml]\n", target: "App")
                == .unreadable(
                    "it has no top-level `targets:` (an `include`d file may hold them)"))
    }

    @Test func theIncludedFilesInEachForm() {
        #expect(
            XcodeGenSources.includes("name: A\ninclude: [base.yml, 'app.yml']\n") == [
                "base.yml", "app.yml",
            ])
        #expect(
            XcodeGenSources.includes(
                "include:\n  - base.yml\n  - path: app.yml\n    relativePaths: false\nname: A\n")
                == ["base.yml", "app.yml"])
        #expect(XcodeGenSources.includes("name: A\ntargets: {}\n").isEmpty)
    }

    @Test func theJSONSpecInEachForm() {
        func read(_ sources: String) -> XcodeGenSources {
            XcodeGenSources.readJSON(
                Array(
                    ("{\"name\": \"App\", \"targets\": {\"App\": {\"type\": \"application\", "
                        + "\"sources\": \(sources)}, \"Kit\": {\"sources\": [\"Kit\"]}}}").utf8),
                target: "Other")
        }
        #expect(read("\"App\"") == .paths(["App"]))
        #expect(read("[\"App\", {\"path\": \"Shared\"}]") == .paths(["App", "Shared"]))
        #expect(read("[{\"name\": \"App\"}]") == .unreadable("a `sources` entry has no `path`"))
        #expect(read("[3]") == .unreadable("a `sources` entry is a number"))
    }

    @Test func aFolderCoversWhatIsBelowItAndNothingElse() {
        let files = ["App/Modules/Payments/P.swift", "Apple/X.swift", "Other/Y.swift"]
        #expect(
            XcodeGenSources.uncovered(files, by: ["./App/"]) == ["Apple/X.swift", "Other/Y.swift"])
        #expect(XcodeGenSources.uncovered(files, by: ["."]).isEmpty)
        #expect(
            XcodeGenSources.uncovered(files, by: ["App/Modules/Payments/P.swift", "Other"])
                == ["Apple/X.swift"])
        #expect(
            RegenerationAdvice.lines(for: ["App/M/P/A.swift", "App/M/P/B/C.swift"])
                == ["- path: App/M/P"])
        #expect(RegenerationAdvice.lines(for: ["App/M/P/A.swift"]) == ["- path: App/M/P/A.swift"])
        #expect(
            RegenerationAdvice.lines(for: ["A.swift", "B/C.swift"]) == [
                "- path: A.swift", "- path: B/C.swift",
            ])
    }
}
