import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// `apply` in an app built from an `.xcodeproj`: the new modules' and services' files join the
/// app target in one edit of the project file; what exists is not added again.
@Suite("Apply in Xcode apps")
struct ApplyXcodeAppTests {
    @Test func newFilesJoinTheAppTargetInOneEdit() throws {
        let folder = try TemporaryFolder("viper-gen-apply-xcode")
        let legacy = RepositoryPaths.goldens.appendingPathComponent(
            "wiring/xcode-template/before/Legacy")
        try FileManager.default.copyItem(at: legacy, to: folder.appending("MyApp"))
        try folder.makeDirectory("MyApp.xcodeproj")
        try FileManager.default.copyItem(
            at: RepositoryPaths.root.appendingPathComponent(
                "Tests/Fixtures/Xcode/objectVersion-56.pbxproj"),
            to: folder.appending("MyApp.xcodeproj/project.pbxproj"))
        let adopted = KitRun.initialize(in: folder.url) { $0.quiet = true }
        try #require(adopted.code == .success, "\(adopted.err)")
        try folder.write(
            ApplySpec.fileName,
            #"{"version": 1, "modules": ["Main", "Payments"], "services": ["Network"]}"#)

        let run = ApplyFixture.apply(in: folder.url)

        #expect(run.code == .success, "\(run.err)")
        // The template's RootView lacks Main's navigation destination, which is added.
        #expect(
            run.out.hasPrefix(
                "module Main: exists, left as is; registering it\nmodule Payments: new\n"),
            "\(run.out)")
        #expect(
            run.out.components(separatedBy: "Updating MyApp.xcodeproj/project.pbxproj").count == 2,
            "\(run.out)")
        #expect(run.out.contains("Added 10 files to the MyApp target in MyApp.xcodeproj."))
        let project = try folder.read("MyApp.xcodeproj/project.pbxproj")
        #expect(project.contains("PaymentsView.swift in Sources */"))
        #expect(project.contains("NetworkService.swift in Sources */"))
        let fixture = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent(
                "Tests/Fixtures/Xcode/objectVersion-56.pbxproj"), encoding: .utf8)
        let mainView = "MainView.swift in Sources */"
        #expect(
            project.components(separatedBy: mainView).count
                == fixture.components(separatedBy: mainView).count, "Main is left as is")
        let again = ApplyFixture.apply(in: folder.url)
        #expect(again.code == .success, "\(again.err)")
        #expect(again.out.contains("Nothing to do"), "\(again.out)")
    }
}
