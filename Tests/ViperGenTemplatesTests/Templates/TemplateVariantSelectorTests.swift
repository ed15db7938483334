import Foundation
import Testing

@testable import ViperGenTemplates

/// Xcode's rule for variant folders: popup values and the identifiers of checkboxes that are
/// on, in `Options` order, without separators; options switched off by `RequiredOptions` add
/// nothing; a combo adds its value only where such a folder exists.
@Suite("Template variants")
struct TemplateVariantSelectorTests {
    /// Apple's Cocoa Touch Class layout: `class` option, XIB checkbox, language popup.
    private var cocoaTouchClass: Template {
        let viewControllers = ["UIViewController", "UITableViewController"]
        return .sketch(
            [
                TemplateOption(identifier: "productName", name: "Class:"),
                TemplateOption(
                    identifier: "cocoaTouchSubclass", name: "Subclass of:", type: "class",
                    defaultValue: "NSObject", values: ["NSObject"] + viewControllers),
                TemplateOption(
                    identifier: "XIB", name: "Also create XIB file", type: "checkbox",
                    defaultValue: "false", requiredOptions: ["cocoaTouchSubclass": viewControllers]),
                TemplateOption(
                    identifier: "languageChoice", name: "Language:", type: "popup",
                    defaultValue: "Swift", values: ["Swift", "Objective-C"]),
            ],
            [
                "NSObjectSwift/___FILEBASENAME___.swift",
                "NSObjectObjective-C/___FILEBASENAME___.m",
                "UIViewControllerSwift/___FILEBASENAME___.swift",
                "UIViewControllerXIBSwift/___FILEBASENAME___.swift",
                "UIViewControllerXIBSwift/___FILEBASENAME___.xib",
            ])
    }

    @Test func cocoaTouchClassPicksItsFolderAsXcodeDoes() throws {
        let selector = TemplateVariantSelector(template: cocoaTouchClass)
        let xib = ["cocoaTouchSubclass": "UIViewController", "XIB": "true"]
        #expect(selector.folderName(for: xib) == "UIViewControllerXIBSwift")
        #expect(
            try selector.files(for: xib).map(\.path) == [
                "___FILEBASENAME___.swift", "___FILEBASENAME___.xib",
            ])
        #expect(
            try selector.files(for: xib).map(\.sourcePath) == [
                "UIViewControllerXIBSwift/___FILEBASENAME___.swift",
                "UIViewControllerXIBSwift/___FILEBASENAME___.xib",
            ])
        #expect(selector.folderName(for: [:]) == "NSObjectSwift")
        // The XIB checkbox applies only to view controllers: on for NSObject, it adds nothing.
        #expect(
            selector.folderName(for: ["XIB": "true", "languageChoice": "Objective-C"])
                == "NSObjectObjective-C")
        #expect(
            selector.variantFolders == [
                "NSObjectObjective-C", "NSObjectSwift", "UIViewControllerSwift",
                "UIViewControllerXIBSwift",
            ])
    }

    @Test func aClassOutsideItsValuesAddsNothingToTheName() {
        let selector = TemplateVariantSelector(template: cocoaTouchClass)
        #expect(selector.folderName(for: ["cocoaTouchSubclass": "MyController"]) == "Swift")
    }

    @Test func swiftFileTemplateNamesCombineSeveralCheckboxes() {
        let kinds = ["Empty File", "Class", "Protocol"]
        let selector = TemplateVariantSelector(
            template: .sketch(
                [
                    TemplateOption(
                        identifier: "entityType", name: "Kind:", type: "popup",
                        defaultValue: "Empty File", values: kinds),
                    TemplateOption(
                        identifier: "HasSupertype", name: "Inheriting", type: "checkbox",
                        requiredOptions: ["entityType": ["Class", "Protocol"]]),
                    TemplateOption(
                        identifier: "supertype", name: "Supertype", type: "class",
                        requiredOptions: ["HasSupertype": ["true"]]),
                    TemplateOption(
                        identifier: "ClassOnly", name: "Class only", type: "checkbox",
                        defaultValue: "false", requiredOptions: ["entityType": ["Protocol"]]),
                ],
                [
                    "Empty File/a.swift", "Class/a.swift", "ClassHasSupertype/a.swift",
                    "Protocol/a.swift", "ProtocolHasSupertypeClassOnly/a.swift",
                ]))
        let values = [
            "entityType": "Protocol", "HasSupertype": "true", "supertype": "AnyObject",
            "ClassOnly": "yes",
        ]
        #expect(selector.folderName(for: values) == "ProtocolHasSupertypeClassOnly")
        #expect(selector.folderName(for: ["entityType": "Class", "ClassOnly": "true"]) == "Class")
        #expect(selector.folderName(for: [:]) == "Empty File")
    }

    @Test func sharedFilesAtTheRootAreWrittenWithTheChosenVariant() throws {
        let selector = TemplateVariantSelector(
            template: .sketch(
                [
                    TemplateOption(
                        identifier: "observation", name: "Observation:", type: "popup",
                        defaultValue: "ObservableObject",
                        values: ["ObservableObject", "Observable"])
                ],
                [
                    "___FILEBASENAME___/View/___FILEBASENAME___View.swift",
                    "___FILEBASENAME___/ViewState/___FILEBASENAME___ViewState.swift",
                    "Observable/___FILEBASENAME___/ViewState/___FILEBASENAME___ViewState.swift",
                    "ObservableObject/___FILEBASENAME___/ViewState/Extra.swift",
                ]))
        let observable = try selector.files(for: ["observation": "Observable"])
        #expect(
            observable.map(\.path) == [
                "___FILEBASENAME___/View/___FILEBASENAME___View.swift",
                "___FILEBASENAME___/ViewState/___FILEBASENAME___ViewState.swift",
            ])
        // The variant's file replaces the shared one with the same path.
        #expect(
            observable[1].sourcePath
                == "Observable/___FILEBASENAME___/ViewState/___FILEBASENAME___ViewState.swift")
        let classic = try selector.files(for: [:]).map(\.path)
        #expect(classic.contains("___FILEBASENAME___/ViewState/Extra.swift"))
        #expect(classic.count == 3)
    }

    @Test func aTemplateWithoutVariantFoldersRendersEveryFile() throws {
        let selector = TemplateVariantSelector(
            template: .sketch(
                [
                    TemplateOption(
                        identifier: "style", name: "Style:", type: "popup", values: ["A", "B"])
                ],
                ["___FILEBASENAME___/x.swift", "Shared/y.swift"]))
        #expect(try selector.files(for: ["style": "B"]).count == 2)
        #expect(selector.variantFolders.isEmpty)
    }

    @Test func choicesWithoutAFolderOrSharedFilesAreRefusedWithTheFoldersThereAre() {
        let selector = TemplateVariantSelector(
            template: .sketch(
                [
                    TemplateOption(
                        identifier: "interface", name: "Interface:", type: "popup",
                        values: ["SwiftUI", "XIB"]),
                    TemplateOption(identifier: "Tests", name: "Tests", type: "checkbox"),
                ],
                ["SwiftUI/a.swift", "XIB/a.swift"]))
        #expect(
            throws: TemplateError.noVariant(
                template: "/t", folder: "XIBTests", choices: ["interface=XIB", "Tests=true"],
                available: ["SwiftUI", "XIB"])
        ) {
            try selector.files(for: ["interface": "XIB", "Tests": "true"])
        }
        let message = TemplateError.noVariant(
            template: "/t", folder: "XIBTests", choices: ["interface=XIB", "Tests=true"],
            available: ["SwiftUI", "XIB"]
        ).description
        #expect(
            message == "/t has no files for interface=XIB, Tests=true: Xcode takes them from "
                + "the folder 'XIBTests', which holds none. Its variant folders: SwiftUI, XIB. "
                + "Choose other values with --set, or add the folder to the template.")
    }
}
