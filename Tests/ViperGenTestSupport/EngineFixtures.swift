import ViperGenTemplates

/// Shared values and helpers for the engine tests.
package enum EngineFixtures {
    package static let moduleTemplatePath =
        "Templates/module/___FILEBASENAME___/View/___FILEBASENAME___View.swift"

    package static func values(
        fileBaseName: String = "Payments",
        organizationName: String = "Acme",
        variables: [String: String] = ["moduleName": "Payments"]
    ) -> MacroValues {
        MacroValues(
            fileBaseName: fileBaseName, projectName: "MyApp", fullUserName: "Jane Appleseed",
            userName: "jane", organizationName: organizationName,
            stamp: DateStamp(date: "12/2/26", year: "2026", time: "9:41 AM"),
            variables: variables)
    }

    package static func renderContent(
        _ text: String,
        values: MacroValues = values(),
        fileName: String = "PaymentsView.swift",
        templatePath: String = moduleTemplatePath
    ) throws -> String {
        let bytes = try MacroRenderer(values: values).renderContent(
            Array(text.utf8), outputFileName: fileName, templatePath: templatePath)
        return String(decoding: bytes, as: UTF8.self)
    }

    package static func renderError(_ text: String, values: MacroValues = values())
        -> MacroRenderError?
    {
        do {
            _ = try renderContent(text, values: values)
            return nil
        } catch {
            return error as? MacroRenderError
        }
    }
}
