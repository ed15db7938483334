import Testing

@testable import ViperGenKit
@testable import ViperGenProject

/// Where each file of a new app package goes in the package layout, and what it is there.
@Suite("Package layout paths")
struct PackageLayoutPathsTests {
    let paths = PackageLayoutPaths(
        config: ProjectConfig(projectName: "MyApp", author: nil, organization: nil),
        layout: .targets(manifest: "Package.swift"), moduleName: "Main")

    @Test func theModuleBecomesItsOwnTarget() {
        let place = paths.place(of: "Sources/MyApp/Classes/Modules/Main/View/MainView.swift")
        #expect(place.path == "Sources/Main/View/MainView.swift")
        #expect(place.place == .module)
    }

    @Test func theClassesFolderLessModulesBecomesTheSupportTarget() {
        let place = paths.place(
            of: "Sources/MyApp/Classes/Services/NavigationService/Views.swift")
        #expect(place.path == "Sources/Architecture/Services/NavigationService/Views.swift")
        #expect(place.place == .support)
        #expect(
            paths.path(of: "Sources/MyApp/Classes/Library/Swilby/Assembly.swift")
                == "Sources/Architecture/Library/Swilby/Assembly.swift")
    }

    @Test func theModuleTestsBecomeTheirOwnTestTarget() {
        let place = paths.place(of: "Tests/MyAppTests/Main/MainPresenterTests.swift")
        #expect(place.path == "Tests/MainTests/MainPresenterTests.swift")
        #expect(place.place == .moduleTests)
    }

    @Test func theAppsOwnFilesStay() {
        #expect(paths.place(of: "Sources/MyApp/RootApp.swift").place == .app)
        #expect(paths.place(of: "Tests/MyAppTests/MyAppTests.swift").place == .appTests)
        let asset = "Sources/MyApp/Resources/Assets.xcassets/Contents.json"
        #expect(paths.place(of: asset).path == asset)
        #expect(paths.place(of: asset).place == .other)
        #expect(paths.place(of: "README.md").place == .readme)
        #expect(paths.place(of: ".gitignore").place == .other)
    }

    @Test func anotherModuleOfTheSameFolderIsNotTheMainModule() {
        // Only the module the project starts with moves; `MainMenu` is not `Main`, nor support.
        let path = "Sources/MyApp/Classes/Modules/MainMenu/MainMenuView.swift"
        #expect(paths.place(of: path).path == path)
        #expect(paths.place(of: path).place == .other)
    }
}
