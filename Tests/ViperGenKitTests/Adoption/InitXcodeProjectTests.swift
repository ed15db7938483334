import Foundation
import Testing
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 22: `init` reads the app's folders from its `.xcodeproj` (the app target's sources,
/// the unit-test target's folder), chooses among several projects, and asks in a terminal
/// when a setting has several candidates.
@Suite("init: the Xcode project")
struct InitXcodeProjectTests {
    /// The objectVersion 56 fixture (targets MyApp, MyAppTests, MyAppWidget) with `MyApp`
    /// renamed to `name`.
    private func projectFile(named name: String) throws -> String {
        try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent(
                "Tests/Fixtures/Xcode/objectVersion-56.pbxproj"), encoding: .utf8
        ).replacingOccurrences(of: "MyApp", with: name)
    }

    private func config(_ app: TemporaryFolder) throws -> ProjectConfig {
        try ProjectConfig.decode(
            Array(try app.read(".viper-gen.json").utf8), file: ".viper-gen.json")
    }

    @Test func aHostAppWhoseProjectLiesOneFolderDownIsAdoptedFromItsTargets() throws {
        // A Flutter or React Native host: the app's folder holds ios/Runner.xcodeproj.
        let app = try TemporaryFolder("viper-gen-init-xcode")
        try app.write("ios/Runner.xcodeproj/project.pbxproj", try projectFile(named: "Runner"))
        try app.write(
            "ios/Runner/AppDelegate.swift",
            "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder {}\n")
        try app.write("lib/main.dart", "void main() {}\n")

        let run = KitRun.initialize(.with { $0.style = "uikit" }, in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.out.contains(
                "sources       ios/Runner  (the Runner target's sources in "
                    + "ios/Runner.xcodeproj)"), "\(run.out)")
        let adopted = try config(app)
        #expect(adopted.xcodeProject == "ios/Runner.xcodeproj")
        #expect(adopted.projectName == "Runner")
        #expect(adopted.sourcesPath == "ios/Runner")
        // The project file's Modules group, though its folder is not on disk yet.
        #expect(adopted.modulesPath == "ios/Runner/Classes/Modules")
        #expect(adopted.testsPath == "ios/RunnerTests")

        let module = KitRun.generate(.module, .fixed("Payments"), in: app.url)
        #expect(module.code == .success, "\(module.err)")
        #expect(
            module.out.contains("Added 5 files to the Runner target in ios/Runner.xcodeproj."),
            "\(module.out)")
        #expect(
            try app.read("ios/Runner.xcodeproj/project.pbxproj").contains(
                "PaymentsViewController.swift in Sources"))
    }

    @Test func ofTwoProjectsTheOneWithTheAppTargetIsChosenAndRecorded() throws {
        let app = try TemporaryFolder("viper-gen-init-xcode")
        try app.write("Shop.xcodeproj/project.pbxproj", try projectFile(named: "Shop"))
        try app.write(
            "ShopKit.xcodeproj/project.pbxproj",
            try projectFile(named: "ShopKit").replacingOccurrences(
                of: "com.apple.product-type.application", with: "com.apple.product-type.framework"))
        try app.write("Shop/ShopApp.swift", "import SwiftUI\n\n@main\nstruct ShopApp: App {}\n")

        let run = KitRun.initialize(in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.out.contains(
                "Xcode project  Shop.xcodeproj  (the only Xcode project with an app "
                    + "target)"), "\(run.out)")
        let adopted = try config(app)
        #expect(adopted.xcodeProject == "Shop.xcodeproj")
        #expect(adopted.projectName == "Shop")
        #expect(adopted.sourcesPath == "Shop")
        #expect(adopted.modulesPath == "Shop/Classes/Modules")
        #expect(adopted.testsPath == "ShopTests")
    }

    /// The generated SwiftUI project with a second folder holding as many modules as its own.
    private func appWithTwoModuleFolders() throws -> TemporaryFolder {
        let app = try TemporaryFolder("viper-gen-init-ask")
        let golden = RepositoryPaths.goldens.appendingPathComponent("project/MyApp")
        try app.copyContents(of: golden, skipping: [".viper-gen.json"])
        try FileManager.default.copyItem(
            at: app.appending("Sources/MyApp/Classes/Modules/Main"),
            to: app.appending("Sources/MyApp/Features/Main"))
        return app
    }

    @Test func aTieIsAskedInATerminalAndListedWithTheFlagOtherwise() throws {
        let app = try appWithTwoModuleFolders()
        let folders = ["Sources/MyApp/Classes/Modules", "Sources/MyApp/Features"]

        let unattended = KitRun.initialize(in: app.url)
        #expect(unattended.code == .usage)
        #expect(
            unattended.err.contains(
                "modules: several folders hold as many swiftui modules (\(folders[0]), "
                    + "\(folders[1])); pass --modules-path <value>."), "\(unattended.err)")
        #expect(!FileManager.default.fileExists(atPath: app.path(".viper-gen.json")))

        let asked = Locked<[Question]>([])
        let run = KitRun.initialize(in: app.url) { question in
            asked.withValue { $0.append(question) }
            return question.choices.last
        }
        #expect(run.code == .success, "\(run.err)")
        #expect(
            asked.withValue { $0 } == [
                Question(
                    setting: "modules",
                    problem: "several folders hold as many swiftui modules (\(folders[0]), "
                        + "\(folders[1]))", choices: folders, flag: "--modules-path")
            ])
        #expect(
            run.out.contains("modules       \(folders[1])  (chosen at the prompt)"), "\(run.out)")
        #expect(try config(app).modulesPath == folders[1])
    }

    @Test func theQuestionTakesANumberOrAValueAndAsksAgainAfterAWrongAnswer() throws {
        let question = Question(
            setting: "modules", problem: "several folders hold as many modules (A, B)",
            choices: ["App/A", "App/B"], flag: "--modules-path")
        #expect(
            question.text == """
                modules: several folders hold as many modules (A, B).
                  1. App/A
                  2. App/B
                Which one? Type 1-2 (Return to stop; --modules-path chooses without asking): 
                """)
        var written: [String] = []
        var answers = ["3", " 2 "]
        #expect(
            try question.ask(
                readLine: {
                    written.append($0)
                    return .line(answers.removeFirst())
                },
                write: { written.append($0) }) == "App/B")
        #expect(written == [question.text, "'3' is not one of the choices.\n", question.text])
        var typed = ["App/A"]
        #expect(
            try question.ask(readLine: { _ in .line(typed.removeFirst()) }, write: { _ in })
                == "App/A")
        let stops: [(TypedLine, UnansweredQuestionError.Reason)] = [
            (.line(""), .noAnswer), (.ended, .inputEnded), (.line("x"), .noValidAnswer),
            (.interrupted, .interrupted),
        ]
        for (line, reason) in stops {
            #expect(throws: UnansweredQuestionError(question: question, reason: reason)) {
                try question.ask(readLine: { _ in line }, write: { _ in })
            }
        }
    }

    @Test func screensFoldersOnDiskAndInTheProjectFileAreAskedAndNoneGivesModulesInTheSources()
        throws
    {
        let app = try TemporaryFolder("viper-gen-init-xcode")
        try app.write("Shop.xcodeproj/project.pbxproj", try projectFile(named: "Shop"))
        try app.write("Shop/ShopApp.swift", "import SwiftUI\n\n@main\nstruct ShopApp: App {}\n")
        try app.makeDirectory("Shop/Features")
        // The outermost screens folder is the app's (issue 36)...
        let outermost = KitRun.initialize(.with { $0.dryRun = true }, in: app.url)
        #expect(outermost.code == .success, "\(outermost.err)")
        #expect(
            outermost.out.contains(
                "modules       Shop/Features  (no modules yet; the app's outermost screens "
                    + "folder (of Shop/Classes/Modules, Shop/Features))"), "\(outermost.out)")
        // ... unless two are as far out.
        try app.makeDirectory("Shop/Screens")
        let tie = KitRun.initialize(.with { $0.dryRun = true }, in: app.url)
        #expect(tie.code == .usage)
        #expect(
            tie.err.contains(
                "modules: no modules yet and several screens folders (Shop/Classes/Modules, "
                    + "Shop/Features, Shop/Screens); pass --modules-path <value>."), "\(tie.err)")

        let package = try TemporaryFolder("viper-gen-init-package")
        try package.write("Package.swift", "let package = Package(name: \"Shop\")\n")
        try package.write(
            "Sources/Shop/ShopApp.swift", "import SwiftUI\n\n@main\nstruct ShopApp: App {}\n")
        let fresh = KitRun.initialize(.with { $0.dryRun = true }, in: package.url)
        #expect(fresh.code == .success, "\(fresh.err)")
        #expect(
            fresh.out.contains(
                "modules       Sources/Shop/Modules  (no modules yet; made in the sources by the "
                    + "first viper-gen module)"), "\(fresh.out)")
    }
}
