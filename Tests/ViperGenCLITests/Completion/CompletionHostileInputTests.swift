import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI

/// Issue 37, item 6: `viper-gen __complete` prints candidates and nothing else, whatever it is
/// given: no error for a word that is not UTF-8 or a broken project, no control character, and
/// no candidate a shell would split at a newline or a tab (fish's description separator).
@Suite("Completion under hostile input")
struct CompletionHostileInputTests {
    /// Characters no candidate may hold: a shell reads candidates one per line (fish also
    /// splits at a tab), and a terminal would obey escapes and bidirectional overrides.
    private static func isSafe(_ candidate: Substring) -> Bool {
        !candidate.unicodeScalars.contains {
            $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
                || $0.value == 0x2028 || $0.value == 0x2029 || $0.value == 0xFFFD
        }
    }

    /// The lines the built binary prints for `__complete` followed by `words` (bash words,
    /// quoted by the caller) in `folder`; it must exit 0 and print nothing on stderr.
    private func binaryCandidates(
        _ words: String, in folder: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [Substring] {
        let run = try ShellRun.run(#""$0" __complete "# + words, in: folder)
        #expect(run.exitStatus == 0, "\(run)", sourceLocation: sourceLocation)
        #expect(run.err.isEmpty, "\(run.err)", sourceLocation: sourceLocation)
        #expect(run.out.isEmpty || run.out.hasSuffix("\n"), sourceLocation: sourceLocation)
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        for line in lines {
            #expect(
                Self.isSafe(line), "\(Array(line.unicodeScalars))", sourceLocation: sourceLocation)
        }
        return Array(lines)
    }

    @Test func aWordThatIsNotUTF8GivesNoErrorAndTheOtherWordsStillCount() throws {
        let folder = try TemporaryFolder("viper-gen-complete-bytes")
        #expect(try binaryCandidates(#"module $'\xff\xfe'"#, in: folder.url).isEmpty)
        #expect(try binaryCandidates(#"$'\xff'"#, in: folder.url).isEmpty)
        #expect(
            try binaryCandidates(#"module $'Pay\xff' --sk"#, in: folder.url) == ["--skip-existing"])
        #expect(
            try binaryCandidates(#"init --style $'ui\xff'"#, in: folder.url).isEmpty,
            "no candidate starts with a replacement character")
    }

    @Test func recordNamesWithControlCharactersAreNotOffered() throws {
        let app = try LifecycleApp.generated("project-with-modules/MyApp")
        for hostile in [
            "Pay\nments", "Evil\u{1B}[31mRed", "Tab\tbed", "Bell\u{07}", "Back\u{202E}wards",
            "Line\u{2028}Sep", "Del\u{7F}ete", "C1\u{9B}31m",
        ] {
            try app.write(".viper-gen/modules/\(hostile).json", "{}\n")
        }
        let offered = try binaryCandidates(#"remove """#, in: app.url)
        #expect(offered == ["Main", "Payments", "Profile", "NetworkService"])
        #expect(try binaryCandidates(#"update "Pay""#, in: app.url) == ["Payments"])
        #expect(try binaryCandidates(#"rename "Ev""#, in: app.url).isEmpty)
    }

    @Test func templateAndTargetNamesWithControlCharactersAreNotOffered() throws {
        let app = try XcodeAppFolder.generatedApp(style: "uikit")
        let project = try app.read(XcodeAppFolder.pbxproj)
        try #require(project.contains("name = MyAppWidget;"))
        try app.write(
            XcodeAppFolder.pbxproj,
            project.replacingOccurrences(
                of: "name = MyAppWidget;", with: #"name = "MyApp\nWidget\033[2J";"#))
        try app.write(
            ".viper-gen/templates/Two\nLines/TemplateInfo.plist",
            CompletionFixtures.testedTemplate)
        try app.write(".viper-gen/templates/Two\nLines/___FILEBASENAME___.swift", "// x\n")
        let targets = try binaryCandidates(#"module X --target """#, in: app.url)
        #expect(targets.contains("MyApp"), "\(targets)")
        #expect(!targets.contains { $0.contains("Widget") }, "\(targets)")
        let templates = try binaryCandidates(#"module X --template """#, in: app.url)
        #expect(templates.contains("uikit"), "\(templates)")
        #expect(!templates.contains { $0.contains("Lines") || $0.contains("Two") }, "\(templates)")
    }

    @Test func aBrokenProjectGivesNoErrorAndNoCandidateFromIt() throws {
        let folder = try TemporaryFolder("viper-gen-complete-broken")
        // The config is a folder, then a FIFO; the records folder is a file.
        try folder.makeDirectory(".viper-gen.json")
        #expect(try binaryCandidates(#"remove """#, in: folder.url).isEmpty)
        #expect(try binaryCandidates(#"module X --template "ui""#, in: folder.url) == ["uikit"])
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(".viper-gen.json"))
        #expect(mkfifo(folder.path(".viper-gen.json"), 0o644) == 0)
        #expect(try binaryCandidates(#"update """#, in: folder.url).isEmpty)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(".viper-gen.json"))
        try folder.write(".viper-gen.json", #"{"projectName": "App"}"# + "\n")
        try folder.write(".viper-gen/modules", "not a folder\n")
        #expect(try binaryCandidates(#"remove """#, in: folder.url).isEmpty)
        try folder.write(".viper-gen.json", "{\"projectName\": \"\u{1B}]0;x\u{07}\"}\n")
        #expect(try binaryCandidates(#"module X --set """#, in: folder.url).allSatisfy(Self.isSafe))
    }
}
