import ViperGenTemplates

/// Shared values and helpers for the engine tests.
package enum EngineFixtures {
    /// The path of the built-in module template's view file.
    package static let moduleTemplatePath =
        "Templates/module/___FILEBASENAME___/View/___FILEBASENAME___View.swift"

    /// Macro values for a Payments module of MyApp by Jane Appleseed, on a fixed date.
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

    /// `text` rendered as the content of `fileName` from `templatePath`.
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

    /// The engine's error for `text`, or nil when it renders.
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
