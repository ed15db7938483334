import Testing
import ViperGenTestSupport

@testable import ViperGenTemplates

/// Seeded fuzzing of the macro engine: mutated built-in templates and hostile values never
/// crash or hang, and the engine agrees with a reference implementation of the grammar.
///
/// `VIPER_GEN_FUZZ_CASES`, `VIPER_GEN_FUZZ_SEED` and `VIPER_GEN_FUZZ_CASE` select the run;
/// `Tests/Scripts/fuzz.sh` runs a long one in release mode.
@Suite struct EngineFuzzTests {
    /// At most this many failing cases are reported per test.
    static let reportedFailureLimit = 10

    private let settings = FuzzSettings.fromEnvironment()

    @Test func mutatedTemplatesRenderOrFailCleanly() {
        var failures = 0
        var rendered = 0
        for index in settings.caseIndices where failures < Self.reportedFailureLimit {
            let fuzzCase = FuzzCase.make(runSeed: settings.seed, index: index)
            let (problems, didRender) = FuzzCaseChecker.check(fuzzCase)
            rendered += didRender ? 1 : 0
            guard !problems.isEmpty else { continue }
            failures += 1
            Issue.record(
                """
                fuzz seed \(FuzzSettings.hex(settings.seed)), case \(index): \
                \(problems.joined(separator: "; "))
                input: \(fuzzCase.summary)
                \(settings.replayHint(caseIndex: index))
                """)
        }
        print(
            "EngineFuzzTests: \(settings.caseIndices.count) mutated cases "
                + "(\(rendered) rendered, the rest refused), seed "
                + "\(FuzzSettings.hex(settings.seed)), \(failures) failing")
    }

    @Test func valuesAreInsertedVerbatimInOnePass() throws {
        var failures = 0
        for index in settings.caseIndices where failures < Self.reportedFailureLimit {
            let template = ComposedTemplate.make(runSeed: settings.seed, index: index)
            let output = try MacroRenderer(values: template.values).renderContent(
                template.bytes, outputFileName: ComposedTemplate.outputFileName,
                templatePath: ComposedTemplate.templatePath)
            guard output != template.expected else { continue }
            failures += 1
            Issue.record(
                """
                fuzz seed \(FuzzSettings.hex(settings.seed)), composed case \(index): \
                output is not the literals and values verbatim
                template: \(String(decoding: template.bytes, as: UTF8.self).debugDescription)
                expected: \(String(decoding: template.expected, as: UTF8.self).debugDescription)
                actual:   \(String(decoding: output, as: UTF8.self).debugDescription)
                \(settings.replayHint(caseIndex: index))
                """)
        }
    }

    @Test func pathValuesWithSlashesAreInsertedAsTheyAre() throws {
        let values = EngineFixtures.values(
            fileBaseName: "../a/b", variables: ["moduleName": "x/../../y", "slash": "/"])
        let rendered = try MacroRenderer(values: values).renderPath(
            "___FILEBASENAME___/___VARIABLE_moduleName___/___VARIABLE_slash___.swift")
        // The engine does not judge paths; TemplateRenderer.validate refuses this one later.
        #expect(rendered == "../a/b/x/../../y//.swift")
    }
}
