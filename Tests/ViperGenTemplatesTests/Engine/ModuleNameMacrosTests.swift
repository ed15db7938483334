import Testing

@testable import ViperGenTemplates

/// A module's own text made template text: each spelling of the name as a word becomes a
/// macro, other words that contain it stay, and Xcode's standard header becomes the header
/// Xcode's templates write; rendering the result with the name gives the text back.
@Suite("Module name macros")
struct ModuleNameMacrosTests {
    private let macros = ModuleNameMacros(moduleName: "Profile")

    @Test(
        arguments: [
            ("ProfilePresenter", "___VARIABLE_moduleName___Presenter"),
            ("showProfileEditor()", "show___VARIABLE_moduleName___Editor()"),
            ("profileViewController", "___VARIABLE_moduleName:lowerCamel___ViewController"),
            ("\"profile\"", "\"___VARIABLE_moduleName:lowerCamel___\""),
            ("enum Profile {", "enum ___VARIABLE_moduleName___ {"),
            (
                "Profiles, userprofile, ProfileList",
                "Profiles, userprofile, ___VARIABLE_moduleName___List"
            ),
            ("my_profile", "my_profile"),
            ("IProfileView, UIProfileCell", "I___VARIABLE_moduleName___View, UIProfileCell"),
        ])
    func eachSpellingOfTheNameAsAWordIsAMacro(text: String, expected: String) {
        #expect(macros.text(text) == expected)
    }

    @Test func pathsUseTheFileBaseNameMacro() {
        #expect(
            macros.path("Profile/View/ProfileViewController.swift")
                == "___FILEBASENAME___/View/___FILEBASENAME___ViewController.swift")
    }

    @Test func anAcronymNameHasItsLowerCamelSpelling() {
        let acronym = ModuleNameMacros(moduleName: "URLPreview")
        #expect(
            acronym.text("let urlPreviewRouter: URLPreviewRouter")
                == "let ___VARIABLE_moduleName:lowerCamel___Router: ___VARIABLE_moduleName___Router"
        )
    }

    @Test func theStandardHeaderBecomesXcodesMacroHeader() {
        let text = """
            //
            //  ProfilePresenter.swift
            //  Shop
            //
            //  Created by Jane Appleseed on 12/2/26.
            //  Copyright © 2026 Acme Inc. All rights reserved.
            //

            final class ProfilePresenter {}

            """
        #expect(
            macros.text(text) == """
                //
                //  ___FILENAME___
                //  ___PROJECTNAME___
                //
                //  Created by ___FULLUSERNAME___ on ___DATE___.
                //  ___COPYRIGHT___
                //

                final class ___VARIABLE_moduleName___Presenter {}

                """)
    }

    @Test func aHeaderThatIsNotXcodesStaysButItsNamesBecomeMacros() {
        let text = "// The profile screen: ProfilePresenter.\nstruct ProfileView {}\n"
        #expect(
            macros.text(text)
                == "// The ___VARIABLE_moduleName:lowerCamel___ screen: ___VARIABLE_moduleName___"
                + "Presenter.\nstruct ___VARIABLE_moduleName___View {}\n")
    }
}
