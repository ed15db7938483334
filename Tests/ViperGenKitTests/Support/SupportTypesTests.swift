import Testing
import ViperGenSwiftSource
import ViperGenTemplates

@testable import ViperGenKit
@testable import ViperGenProject

/// The support types a run refuses a module without (issue 36) are exactly what the built-in
/// project templates declare besides the app's entry point and the Main module.
@Suite("Support types")
struct SupportTypesTests {
    @Test func theListIsWhatTheProjectTemplatesDeclare() throws {
        var declared: Set<String> = []
        for style in ArchitectureStyle.allCases {
            let name = try #require(style.templateName(for: .project))
            let template = try BuiltInTemplateSource().template(named: name)
            for file in template.files
            where file.path.hasSuffix(".swift") && file.path.contains("/Sources/")
                && !file.path.contains("/Modules/")
            {
                declared.formUnion(DeclarationScanner.declaredTypes(inUTF8: file.contents))
            }
        }
        #expect(declared.subtracting(SupportTypes.entryPoints) == SupportTypes.all)
        #expect(declared.isSuperset(of: SupportTypes.entryPoints))
    }

    @Test func aModuleNeedsTheSupportTypesItMentionsAndTheRunDoesNotDeclare() {
        let files = [
            (owner: 0, text: "final class PaymentsRouter: RouterProtocol {\n    let x: Views\n}\n"),
            (owner: 0, text: "// Assembly in a comment, \"Viewable\" in a string\nenum Local {}\n"),
            (
                owner: 1,
                text: "final class A: Assembly { let r: RouterProtocol; let v = view.Views }\n"
            ),
        ]
        let needs = SupportTypeCheck.needs(of: files, declaredByRun: ["Views"])
        #expect(needs.map(\.owner) == [0, 1])
        #expect(needs[0].types == ["RouterProtocol"])
        #expect(needs[1].types == ["Assembly", "RouterProtocol"])
    }
}
