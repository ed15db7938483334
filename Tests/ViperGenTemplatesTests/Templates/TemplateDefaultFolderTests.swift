import Testing

@testable import ViperGenTemplates

/// Xcode's `Default/` folder: the variant used when the options name no folder that exists,
/// its files written flat, never next to another variant's.
@Suite("Template Default folder")
struct TemplateDefaultFolderTests {
    /// uber's RIBs layout: `ownsView` and `withXIB` checkboxes, `Default/` for neither.
    private var ribs: Template {
        .sketch(
            [
                TemplateOption(identifier: "productName", name: "RIB name:"),
                TemplateOption(
                    identifier: "ownsView", name: "Owns corresponding view", type: "checkbox",
                    defaultValue: "true"),
                TemplateOption(
                    identifier: "withXIB", name: "Adds XIB file", type: "checkbox",
                    defaultValue: "false", requiredOptions: ["ownsView": ["true"]]),
            ],
            [
                "Default/___FILEBASENAME___Builder.swift",
                "Default/___FILEBASENAME___Interactor.swift",
                "Default/___FILEBASENAME___Router.swift",
                "ownsView/___FILEBASENAME___Builder.swift",
                "ownsView/___FILEBASENAME___Interactor.swift",
                "ownsView/___FILEBASENAME___Router.swift",
                "ownsView/___FILEBASENAME___ViewController.swift",
            ])
    }

    @Test func theFolderTheOptionsNameIsUsedAloneAndFlat() throws {
        let selector = TemplateVariantSelector(template: ribs)
        #expect(selector.variantFolders == ["Default", "ownsView"])
        let files = try selector.files(for: ["ownsView": "true"])
        #expect(
            files.map(\.path) == [
                "___FILEBASENAME___Builder.swift", "___FILEBASENAME___Interactor.swift",
                "___FILEBASENAME___Router.swift", "___FILEBASENAME___ViewController.swift",
            ])
        #expect(files.allSatisfy { $0.sourcePath.hasPrefix("ownsView/") })
    }

    @Test func withoutANamedFolderDefaultIsUsedFlat() throws {
        let selector = TemplateVariantSelector(template: ribs)
        #expect(selector.folderName(for: ["ownsView": "false"]) == "Default")
        // ownsViewwithXIB does not exist: Xcode falls back to Default, not to ownsView.
        #expect(selector.folderName(for: ["withXIB": "true"]) == "Default")
        let files = try selector.files(for: ["ownsView": "false"])
        #expect(
            files.map(\.path) == [
                "___FILEBASENAME___Builder.swift", "___FILEBASENAME___Interactor.swift",
                "___FILEBASENAME___Router.swift",
            ])
        #expect(files.allSatisfy { $0.sourcePath.hasPrefix("Default/") })
    }

    @Test func aTemplateWhoseOnlyFolderIsDefaultRendersItFlat() throws {
        // The TCA template: text options only, every file in Default/.
        let tca = TemplateVariantSelector(
            template: .sketch(
                [TemplateOption(identifier: "productName", name: "Name:")],
                ["Default/___FILEBASENAME___Feature.swift", "Default/___FILEBASENAME___View.swift"]
            ))
        #expect(tca.variantFolders == ["Default"])
        #expect(tca.namingOptions.isEmpty)
        #expect(
            try tca.files(for: [:]).map(\.path) == [
                "___FILEBASENAME___Feature.swift", "___FILEBASENAME___View.swift",
            ])
        // A popup that names no existing folder falls back to Default as well.
        let popup = TemplateVariantSelector(
            template: .sketch(
                [
                    TemplateOption(
                        identifier: "style", name: "Style:", type: "popup", values: ["A", "B"])
                ],
                ["Default/x.swift"]))
        #expect(try popup.files(for: ["style": "B"]).map(\.path) == ["x.swift"])
    }

    @Test func sharedFilesAreStillWrittenWithDefault() throws {
        let selector = TemplateVariantSelector(
            template: .sketch(
                [],
                [
                    "Default/___FILEBASENAME___.swift", "Default/Shared.swift", "Shared.swift",
                    "Docs/___FILEBASENAME___.md",
                ]))
        let files = try selector.files(for: [:])
        #expect(
            files.map(\.path) == [
                "Docs/___FILEBASENAME___.md", "Shared.swift", "___FILEBASENAME___.swift",
            ])
        // Default's file wins over the shared one with the same path.
        #expect(files.first { $0.path == "Shared.swift" }?.sourcePath == "Default/Shared.swift")
    }
}
