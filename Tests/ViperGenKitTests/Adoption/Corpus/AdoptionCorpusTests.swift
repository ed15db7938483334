import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 22's measure: on 20 apps shaped like public apps, `viper-gen init` with no flags
/// adopts at least 16, and a plain `viper-gen module Payments` then lands inside each adopted
/// app's sources and app target (a UIKit VIPER app's tests in its unit-test target too).
@Suite("init: the adoption corpus")
struct AdoptionCorpusTests {
    @Test(arguments: AdoptionCorpus.apps + AdoptionCorpus.targetApps)
    func initAdoptsTheAppWithoutFlags(app: CorpusApp) throws {
        let adoption = try CorpusAdoption(app)
        if let flag = app.mayAskFor?.first, adoption.config == nil {
            // An app init may rightly not decide: it must say which flag decides it.
            #expect(adoption.run.err.contains(flag), "\(adoption.run.err)")
            return
        }
        let adopted = adoption.adopted
        #expect(adopted, "\(app.name): \(adoption.problem ?? "")\n\(adoption.run.out)")
        for said in app.initSays {
            #expect(adoption.run.out.contains(said), "\(app.name): \(adoption.run.out)")
        }
        // A watch app's or another platform's @main App is not the app's.
        #expect(!adoption.run.err.contains("several files declare RootApp"), "\(app.name)")
        // Issue 36: the app target is recorded, so module never has to ask for --target.
        if app.projectInRunFolder != nil, let config = adoption.config {
            #expect(config.target == app.appTarget, "\(app.name)")
            #expect(config.writesTests == (app.testTarget == nil ? false : nil), "\(app.name)")
        }
    }

    @Test(arguments: AdoptionCorpus.apps + AdoptionCorpus.targetApps)
    func aModuleLandsInTheAppsSourcesAndTarget(app: CorpusApp) throws {
        var adoption = try CorpusAdoption(app)
        if adoption.config == nil, let flags = app.mayAskFor {
            // The flag init asks for in the corpus is --xcode-project; its value is the option.
            try #require(flags.count == 2 && flags[0] == "--xcode-project", "\(flags)")
            adoption = try CorpusAdoption(app, options: .with { $0.xcodeProject = flags[1] })
        }
        let adopted = adoption.adopted
        try #require(adopted, "\(app.name): \(adoption.problem ?? "")")
        let config = try #require(adoption.config)
        // Issue 40: init records the generator of Harbor's and Beacon's project files only.
        let generators = ["Harbor": "xcodegen", "Beacon": "tuist"]
        #expect(config.projectGenerator?.rawValue == generators[app.name], "\(app.name)")
        let project = app.projectInRunFolder.map { $0 + "/project.pbxproj" }
        let before = try project.map {
            try String(contentsOf: adoption.runFolder.appendingPathComponent($0), encoding: .utf8)
        }

        let run = KitRun.generate(.module, .fixed("Payments"), in: adoption.runFolder)

        #expect(run.code == .success, "\(run.err)")
        // Issue 36: an app whose own modules match no built-in style gets modules from a
        // template derived from one of them (without tests); any of its files will do.
        let derived = config.templates?["module"] != nil
        let view =
            derived
            ? try Self.firstSwiftFile(
                in: config.modulesPath + "/Payments", of: adoption.runFolder)
            : config.modulesPath + "/Payments/" + Self.viewFile(style: config.style)
        #expect(
            FileManager.default.fileExists(
                atPath: adoption.runFolder.appendingPathComponent(view).path),
            "no \(view): \(run.out)")
        #expect(CorpusAdoption.folder(view, isIn: config.sourcesPath), "\(view)")
        guard let project, let before, let appTarget = app.appTarget else { return }
        let after = try String(
            contentsOf: adoption.runFolder.appendingPathComponent(project), encoding: .utf8)
        if let generator = config.projectGenerator {
            // Issue 40: XcodeGen and Tuist make the project file again; it is never edited.
            #expect(after == before, "\(app.name): the generated project file changed")
            #expect(run.out.contains("run `\(generator.command)`"), "\(app.name): \(run.out)")
            return
        }
        try expectMember(view, of: appTarget, in: app, before: before, after: after)
        try expectNoOtherTargetBuilds(view, than: appTarget, in: app, after: after)
        if app.testTarget == nil {
            // Issue 36: no unit-test target, no tests, and the output says why.
            #expect(
                run.out.contains(
                    "Tests not written: no unit-test target with a folder of its own tests"),
                "\(app.name): \(run.out)")
            let tests = adoption.runFolder.appendingPathComponent(config.testsPath)
            #expect(!FileManager.default.fileExists(atPath: tests.path), "\(app.name)")
        }
        if app.style == "uikit", !derived, let testTarget = app.testTarget,
            let testsPath = app.testsPath
        {
            // Issue 22: the module's tests join the unit-test target that tests the app.
            #expect(config.testsPath == testsPath)
            let tests = config.testsPath + "/Payments/PaymentsPresenterTests.swift"
            #expect(
                FileManager.default.fileExists(
                    atPath: adoption.runFolder.appendingPathComponent(tests).path), "no \(tests)")
            try expectMember(tests, of: testTarget, in: app, before: before, after: after)
            // Issue 36: the tests import the app target's module, whatever the project's name.
            let target = app.projects.values.flatMap(\.targets).first { $0.name == appTarget }
            let module = target.map { $0.settings["PRODUCT_NAME"] ?? $0.moduleName } ?? ""
            let text = try String(
                contentsOf: adoption.runFolder.appendingPathComponent(tests), encoding: .utf8)
            #expect(text.contains("@testable import \(module)\n"), "\(app.name): \(text)")
        }
    }

    @Test func atLeastSixteenOfTheTwentyAppsAreAdoptedWithoutFlags() throws {
        let adoptions = try AdoptionCorpus.apps.map { try CorpusAdoption($0) }
        let table = CorpusAdoption.table(adoptions)
        print(table)
        #expect(AdoptionCorpus.apps.count == 20)
        #expect(adoptions.filter(\.adopted).count >= AdoptionCorpus.required, "\(table)")
    }

    /// The path (relative to `root`) of the first Swift file below `folder`, in path order.
    private static func firstSwiftFile(in folder: String, of root: URL) throws -> String {
        let paths = try FileManager.default.subpathsOfDirectory(
            atPath: root.appendingPathComponent(folder).path)
        let first = try #require(paths.filter { $0.hasSuffix(".swift") }.sorted().first)
        return folder + "/" + first
    }

    /// Expects `file` (relative to the folder init ran in) to be built by `target`: listed in
    /// its Sources phase, or lying in a folder synchronized into it with the project unchanged.
    private func expectMember(
        _ file: String, of target: String, in app: CorpusApp, before: String, after: String
    ) throws {
        let corpusTarget = app.projects.values.flatMap(\.targets).first { $0.name == target }
        let synchronized = try #require(corpusTarget).synchronizedFolders
        if synchronized.isEmpty {
            let listed = BuildPhaseListing(after).files(of: "Sources", in: target) ?? []
            let name = String(file.split(separator: "/").last ?? "")
            #expect(listed.contains(name), "\(name) is not in \(target)'s Sources: \(listed)")
        } else {
            #expect(
                synchronized.contains { CorpusAdoption.folder(file, isIn: $0) },
                "\(file) lies in none of \(target)'s synchronized folders \(synchronized)")
            #expect(after == before, "the project file changed")
        }
    }

    /// Expects `file` to be in no Sources phase but `target`'s: not a macOS or tvOS target
    /// building the same folders, nor an extension's or a watch app's.
    private func expectNoOtherTargetBuilds(
        _ file: String, than target: String, in app: CorpusApp, after: String
    ) throws {
        let name = String(file.split(separator: "/").last ?? "")
        let others = app.projects.values.flatMap(\.targets).map(\.name).filter { $0 != target }
        for other in others {
            let listed = BuildPhaseListing(after).files(of: "Sources", in: other) ?? []
            #expect(!listed.contains(name), "\(name) joined \(other) too")
        }
    }

    @Test func everyAppOfIssue36sShapesIsAdoptedWithoutFlags() throws {
        let adoptions = try AdoptionCorpus.targetApps.map { try CorpusAdoption($0) }
        let table = CorpusAdoption.table(adoptions)
        print(table)
        let adopted = adoptions.filter(\.adopted).count
        #expect(adopted == AdoptionCorpus.targetApps.count, "\(table)")
    }

    /// The file of a module's view in `style`, relative to the module's folder.
    private static func viewFile(style: String) -> String {
        switch style {
        case "swiftui": return "View/PaymentsView.swift"
        case "builder": return "User Interface/View/PaymentsViewController.swift"
        default: return "PaymentsViewController.swift"
        }
    }
}
