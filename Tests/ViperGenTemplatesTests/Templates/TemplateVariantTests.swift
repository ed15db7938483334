import Foundation
import Testing

@testable import ViperGenTemplates

/// Popup options choose a variant folder, as in Xcode, and `___TESTS___/` sends files to the
/// test root.
@Suite("Template variants and destinations")
struct TemplateVariantTests {
    /// A TemplateInfo.plist with `options` (plist XML of the option dictionaries).
    private static func info(_ options: String) -> TemplateFile {
        TemplateFile(
            path: TemplateInfo.fileName,
            contents: Array(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>Kind</key><string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string>
                <key>Options</key><array>\(options)</array>
                </dict></plist>
                """.utf8))
    }

    /// A popup option `identifier` with `values` and, if given, `defaultValue`.
    private static func popup(
        _ identifier: String, _ values: [String], defaultValue: String? = nil
    ) -> String {
        let strings = values.map { "<string>\($0)</string>" }.joined()
        let defaultEntry = defaultValue.map { "<key>Default</key><string>\($0)</string>" } ?? ""
        return "<dict><key>Identifier</key><string>\(identifier)</string>"
            + "<key>Type</key><string>popup</string><key>Values</key><array>\(strings)</array>"
            + defaultEntry + "</dict>"
    }

    private static func template(options: String, paths: [String]) throws -> Template {
        try Template.assemble(
            name: "module", origin: "t",
            files: [info(options)]
                + paths.map { path in
                    let text = "// " + path.replacingOccurrences(of: "___", with: "") + "\n"
                    return TemplateFile(path: path, contents: Array(text.utf8))
                })
    }

    private static func render(_ template: Template, _ variables: [String: String]) throws
        -> [RenderedFile]
    {
        var values = MacroValues(
            fileBaseName: "Payments", projectName: "MyApp", fullUserName: "Jane",
            userName: "jane", organizationName: "", stamp: DateStamp(date: "", year: "", time: ""))
        values.variables = variables
        return try TemplateRenderer(values: values).render(
            template, under: "out/", otherPrefixes: [.tests: "tests/"])
    }

    @Test func popupValuesAreRead() throws {
        let template = try Self.template(
            options: Self.popup("observation", ["ObservableObject", "Observable"]), paths: [])
        let option = try #require(template.info.options.first)
        #expect(option.optionType == .popup)
        #expect(option.values == ["ObservableObject", "Observable"])
    }

    @Test(arguments: [
        (
            popup("style", ["A", "B"], defaultValue: "C"),
            "the Default 'C' of popup option 'style' is not one of its Values (A, B)"
        ),
        (
            "<dict><key>Identifier</key><string>style</string><key>Type</key>"
                + "<string>popup</string><key>Values</key><array><string></string></array></dict>",
            "the Values of option 'style' are not an array of distinct, non-empty strings"
        ),
        (popup("style", ["A", "A"]), "are not an array of distinct, non-empty strings"),
    ])
    func badPopupValuesAreMalformedInfo(options: String, reason: String) {
        #expect {
            try Self.template(options: options, paths: [])
        } throws: { error in
            String(describing: error).contains(reason)
        }
    }

    @Test func theChosenValuesFolderIsRenderedAsTheTemplatesTopLevel() throws {
        let template = try Self.template(
            options: Self.popup("observation", ["ObservableObject", "Observable"]),
            paths: [
                "Observable/___FILEBASENAME___/View.swift",
                "ObservableObject/___FILEBASENAME___/View.swift",
                "ObservableObject/___FILEBASENAME___/Old.swift",
            ])
        let modern = try Self.render(template, ["observation": "Observable"])
        #expect(modern.map(\.path) == ["out/Payments/View.swift"])
        #expect(modern.first?.contents == Array("// Observable/FILEBASENAME/View.swift\n".utf8))
        let classic = try Self.render(template, ["observation": "ObservableObject"])
        #expect(classic.map(\.path) == ["out/Payments/Old.swift", "out/Payments/View.swift"])
    }

    @Test func severalPopupsNameTheFolderByTheirValuesInPlistOrder() throws {
        let template = try Self.template(
            options: Self.popup("kind", ["View", "Cell"]) + Self.popup("language", ["Swift", "C"]),
            paths: ["CellSwift/a.swift", "ViewSwift/b.swift", "ViewC/c.swift"])
        let files = try Self.render(template, ["kind": "Cell", "language": "Swift"])
        #expect(files.map(\.path) == ["out/a.swift"])
    }

    @Test func aMissingVariantFolderIsATemplateError() throws {
        let template = try Self.template(
            options: Self.popup("observation", ["ObservableObject", "Observable"]),
            paths: ["ObservableObject/a.swift"])
        #expect {
            try Self.render(template, ["observation": "Observable"])
        } throws: { error in
            guard case .noVariant(_, let folder, _, let available) = error as? TemplateError
            else { return false }
            return folder == "Observable" && available == ["ObservableObject"]
        }
    }

    @Test func aTemplateWithoutVariantFoldersRendersAllItsFiles() throws {
        let template = try Self.template(
            options: Self.popup("observation", ["ObservableObject", "Observable"]),
            paths: ["___FILEBASENAME___/a.swift", "Shared/b.swift"])
        let files = try Self.render(template, ["observation": "Observable"])
        #expect(files.map(\.path).sorted() == ["out/Payments/a.swift", "out/Shared/b.swift"])
    }

    @Test func filesUnderTheTestsMarkerGoToTheTestRoot() throws {
        let template = try Self.template(
            options: "",
            paths: [
                "___FILEBASENAME___/View.swift",
                "___TESTS___/___FILEBASENAME___/___FILEBASENAME___Tests.swift",
            ])
        let files = try Self.render(template, [:])
        #expect(
            files.map { "\($0.destination):\($0.path)" } == [
                "output:out/Payments/View.swift", "tests:tests/Payments/PaymentsTests.swift",
            ])
    }

    @Test func theTestsMarkerBelowTheTopLevelIsAnUnknownMacro() throws {
        let template = try Self.template(
            options: "", paths: ["___FILEBASENAME___/___TESTS___/a.swift"])
        #expect {
            try Self.render(template, [:])
        } throws: { error in
            String(describing: error).contains("___TESTS___")
        }
    }
}
