import Testing
import ViperGenTestSupport

@testable import ViperGenTemplates

@Suite struct MacroRendererTests {
    @Test(arguments: [
        ("___FILENAME___", "PaymentsView.swift"),
        ("___FILEBASENAME___", "PaymentsView"),
        ("___FILEBASENAMEASIDENTIFIER___", "PaymentsView"),
        ("___PROJECTNAME___", "MyApp"),
        ("___PRODUCTNAME___", "MyApp"),
        ("___PACKAGENAME___", "MyApp"),
        ("___TARGETNAME___", "MyApp"),
        ("___FULLUSERNAME___", "Jane Appleseed"),
        ("___USERNAME___", "jane"),
        ("___ORGANIZATIONNAME___", "Acme"),
        ("___COPYRIGHT___", "Copyright © 2026 Acme. All rights reserved."),
        ("___DATE___", "12/2/26"),
        ("___YEAR___", "2026"),
        ("___TIME___", "9:41 AM"),
        ("___VARIABLE_moduleName___", "Payments"),
    ])
    func contentMacro(template: String, expected: String) throws {
        #expect(try EngineFixtures.renderContent("<\(template)>") == "<\(expected)>")
    }

    @Test(arguments: [
        ("___FILENAME___", "Payments"),
        ("___FILEBASENAME___", "Payments"),
        ("___FILEBASENAMEASIDENTIFIER___", "Payments"),
        ("___PROJECTNAME___", "MyApp"),
        ("___VARIABLE_moduleName:lowerCamel___", "payments"),
    ])
    func pathMacro(template: String, expected: String) throws {
        let renderer = MacroRenderer(values: EngineFixtures.values())
        #expect(try renderer.renderPath("a/\(template)/b.swift") == "a/\(expected)/b.swift")
    }

    @Test func modulePathRendersTypedName() throws {
        let renderer = MacroRenderer(values: EngineFixtures.values())
        let path = try renderer.renderPath(EngineFixtures.moduleTemplatePath)
        #expect(path == "Templates/module/Payments/View/PaymentsView.swift")
    }

    @Test func fileBaseNameInContentIsTheOutputFileName() throws {
        let values = EngineFixtures.values(
            fileBaseName: "NetworkService", variables: ["serviceName": "NetworkService"])
        let templatePath = "service/___FILEBASENAME___/___FILEBASENAME___Assembly.swift"
        let renderer = MacroRenderer(values: values)
        let outputPath = try renderer.renderPath(templatePath)
        #expect(outputPath == "service/NetworkService/NetworkServiceAssembly.swift")
        let content = try EngineFixtures.renderContent(
            "final class ___FILEBASENAME___: Assembly {} // ___VARIABLE_serviceName___",
            values: values, fileName: "NetworkServiceAssembly.swift", templatePath: templatePath)
        #expect(content == "final class NetworkServiceAssembly: Assembly {} // NetworkService")
    }

    @Test func fileBaseNameAsIdentifierSanitisesTheFileName() throws {
        let content = try EngineFixtures.renderContent(
            "___FILEBASENAMEASIDENTIFIER___|___FILEBASENAME___", fileName: "3d-model.v2.swift")
        #expect(content == "_3d_model_v2|3d-model.v2")
    }

    @Test func dotFileKeepsItsNameAsBaseName() throws {
        let content = try EngineFixtures.renderContent("___FILEBASENAME___", fileName: ".gitignore")
        #expect(content == ".gitignore")
    }

    @Test func copyrightFallsBackToAuthorWhenOrganizationIsEmpty() throws {
        let values = EngineFixtures.values(organizationName: "")
        #expect(
            try EngineFixtures.renderContent("___COPYRIGHT___", values: values)
                == "Copyright © 2026 Jane Appleseed. All rights reserved.")
    }

    @Test func copyrightDoesNotDoubleAnOrganizationsFinalPeriod() throws {
        let values = EngineFixtures.values(organizationName: "Acme Inc.")
        #expect(
            try EngineFixtures.renderContent("___COPYRIGHT___", values: values)
                == "Copyright © 2026 Acme Inc. All rights reserved.")
    }

    @Test func packageAndTargetNamesOverrideProjectName() throws {
        var values = EngineFixtures.values()
        values.packageName = "MyAppPackage"
        values.targetName = "MyAppTarget"
        #expect(
            try EngineFixtures.renderContent("___PACKAGENAME___ ___TARGETNAME___", values: values)
                == "MyAppPackage MyAppTarget")
    }

    @Test func modifiersApplyLeftToRight() throws {
        let values = EngineFixtures.values(variables: ["title": "payment details."])
        #expect(
            try EngineFixtures.renderContent(
                "___VARIABLE_title:deletingTrailingDot,upperCamel,uppercase___", values: values)
                == "PAYMENTDETAILS")
        #expect(
            try EngineFixtures.renderContent(
                "___VARIABLE_title:upperCamel,lowerCamel___",
                values: values) == "paymentDetails.")
    }

    @Test func macrosAcrossLinesAndAdjacentText() throws {
        let template =
            "struct ___VARIABLE_moduleName___View {}\n// ___FILENAME___\n___YEAR______YEAR___"
        #expect(
            try EngineFixtures.renderContent(template)
                == "struct PaymentsView {}\n// PaymentsView.swift\n20262026")
    }

    @Test func emptyInputRendersEmpty() throws {
        #expect(try EngineFixtures.renderContent("") == "")
    }
}
