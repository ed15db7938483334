import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject
@testable import ViperGenTemplates

/// The `observation` popup of the built-in module and project templates: `ObservableObject` or
/// `Observable` (a new project's default), remembered by the project for its modules.
@Suite("Observation option")
struct ObservationOptionTests {
    private let viewState =
        "Sources/MyApp/Classes/Modules/Payments/ViewState/PaymentsViewState.swift"

    @Test func aValueOutsideTheChoicesIsRefusedWithThem() throws {
        let folder = try TemporaryFolder("viper-gen-observation")
        let run = TestRun.run(
            ["project", "MyApp", "--set", "observation=Observed"] + TestRun.fixedFlags,
            in: folder.url)
        #expect(run.code == .usage)
        #expect(
            run.err.contains(
                "'Observed' is not a choice of the option 'observation' (Observation:). Choose one "
                    + "of: ObservableObject, Observable"), "\(run.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func theProjectsChoiceIsRememberedForItsModules() throws {
        let folder = try TemporaryFolder("viper-gen-observation")
        let made = TestRun.run(
            ["project", "MyApp", "-q", "--set", "observation=Observable"] + TestRun.fixedFlags,
            in: folder.url)
        try #require(made.code == .success, "\(made.err)")
        #expect(try folder.read("MyApp/.viper-gen.json").contains(#""observation" : "Observable""#))
        #expect(
            try folder.read("MyApp/Sources/MyApp/Classes/Modules/Main/View/MainView.swift")
                .contains("#Preview {"))
        let root = folder.appending("MyApp")
        let run = TestRun.run(["module", "Payments", "-q"] + TestRun.fixedFlags, in: root)
        #expect(run.code == .success, "\(run.err)")
        #expect(
            try folder.read("MyApp/" + viewState).contains("@Observable\n@MainActor\nfinal class"))
    }

    @Test func setOverridesTheProjectsChoice() throws {
        let folder = try TemporaryFolder("viper-gen-observation")
        let made = TestRun.run(["project", "MyApp", "-q"] + TestRun.fixedFlags, in: folder.url)
        try #require(made.code == .success, "\(made.err)")
        let root = folder.appending("MyApp")
        let run = TestRun.run(
            ["module", "Payments", "-q", "--set", "observation=ObservableObject"]
                + TestRun.fixedFlags,
            in: root)
        #expect(run.code == .success, "\(run.err)")
        #expect(try folder.read("MyApp/" + viewState).contains(": ObservableObject,"))
        #expect(
            try folder.read(
                "MyApp/Sources/MyApp/Classes/Modules/Main/ViewState/MainViewState.swift"
            )
            .contains("@Observable"))
    }

    @Test func anUnknownObservationInTheConfigIsRefused() throws {
        let folder = try TemporaryFolder("viper-gen-observation")
        try folder.write(
            ".viper-gen.json", #"{"projectName": "MyApp", "observation": "Observed"}"#)
        let run = TestRun.run(["module", "Payments"] + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .badTemplate)
        #expect(
            run.err.contains("'observation' must be one of ObservableObject, Observable."),
            "\(run.err)")
    }

    @Test(arguments: ["SwiftTesting", "XCTest"])
    func bothVariantsShareEveryFileButTheObservingOnes(tests: String) throws {
        // The Xcode way duplicates a template per popup value; the copies must not drift apart.
        for name in ["module", "project"] {
            let classic = Self.files(of: name, under: "ObservableObject\(tests)/")
            let modern = Self.files(of: name, under: "Observable\(tests)/")
            #expect(classic.keys.sorted() == modern.keys.sorted(), "\(name)")
            let differing = classic.keys.filter { classic[$0] != modern[$0] }.sorted()
            #expect(differing == Self.observingFiles[name], "\(name), \(tests)")
        }
    }

    @Test(arguments: ["ObservableObject", "Observable"])
    func bothTestLibrariesShareEveryFileButTheTests(observation: String) throws {
        for name in ["module", "project"] {
            let swiftTesting = Self.files(of: name, under: "\(observation)SwiftTesting/")
            let xcTest = Self.files(of: name, under: "\(observation)XCTest/")
            #expect(swiftTesting.keys.sorted() == xcTest.keys.sorted(), "\(name)")
            let differing = swiftTesting.keys.filter { swiftTesting[$0] != xcTest[$0] }.sorted()
            #expect(differing == Self.testFiles[name], "\(name), \(observation)")
        }
    }

    /// The built-in template `name`'s files below its folder `variant`, by path inside it.
    private static func files(of name: String, under variant: String) -> [String: [UInt8]] {
        let prefix = name + "/" + variant
        return Dictionary(
            uniqueKeysWithValues: BuiltInTemplates.files.filter { $0.path.hasPrefix(prefix) }.map {
                (String($0.path.dropFirst(prefix.count)), $0.contents)
            })
    }

    /// The files that differ between the variants, by template.
    private static let observingFiles = [
        "module": [
            "___FILEBASENAME___/View/___FILEBASENAME___View.swift",
            "___FILEBASENAME___/ViewState/___FILEBASENAME___ViewState.swift",
        ],
        "project": [
            "___PROJECTNAME___/Sources/___PROJECTNAME___/Classes/Services/NavigationService/"
                + "NavigationService.swift",
            "___PROJECTNAME___/Sources/___PROJECTNAME___/Classes/Services/NavigationService/"
                + "NavigationServiceType.swift",
            "___PROJECTNAME___/Sources/___PROJECTNAME___/RootView.swift",
        ],
    ]

    /// The files that differ between the test libraries, by template.
    private static let testFiles = [
        "module": ["___TESTS___/___FILEBASENAME___/___FILEBASENAME___PresenterTests.swift"],
        "project": ["___PROJECTNAME___/Tests/___PROJECTNAME___Tests/___PROJECTNAME___Tests.swift"],
    ]
}
