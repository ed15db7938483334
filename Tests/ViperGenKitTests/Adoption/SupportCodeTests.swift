import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// Issue 36: an app with no VIPER yet gets its style's support code from `init` (base
/// protocols, container, navigation), so the first module compiles; without it, `module`
/// refuses instead of writing a module that cannot build.
@Suite("init: support code for apps without VIPER")
struct SupportCodeTests {
    // The two tests that compile what init writes are SupportCodeCompileCheckTests
    // (ViperGenCLITests).

    @Test func withoutSupportCodeAModuleIsRefusedAndNothingIsWritten() throws {
        let app = try SupportCodeApp.swiftUI()
        let adopted = KitRun.initialize(.fixed { $0.noSupport = true }, in: app.url)
        #expect(adopted.code == .success, "\(adopted.err)")
        #expect(!FileManager.default.fileExists(atPath: app.path("App/Architecture")))
        let before = try DirectorySnapshot(of: app.path)

        let run = KitRun.generate(.module, .fixed("Payments"), in: app.url)

        #expect(run.code == .cannotCreate, "\(run.out)")
        #expect(
            run.err.contains(
                "The module Payments would not compile: the module template's files use "
                    + "ApplicationViewBuilder, Assembly, InteractorProtocol, NavigationAssembly, "
                    + "NavigationServiceType, PresenterProtocol, RouterProtocol and "
                    + "ViewStateProtocol, which no Swift file below"), "\(run.err)")
        #expect(run.err.contains("viper-gen init --force"), "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func anAppWithPartOfTheSupportCodeIsWarnedAndGivenNone() throws {
        let app = try SupportCodeApp.uikit()
        try app.write("App/Viewable.swift", "protocol Viewable: AnyObject {}\n")
        let adopted = KitRun.initialize(.fixed { $0.style = "uikit" }, in: app.url)
        #expect(adopted.code == .success, "\(adopted.err)")
        #expect(
            adopted.err.contains(
                "the app declares Viewable, as the style's support code does, but not "
                    + "Interactorable, Presenterable, Routerable, which its modules use"),
            "\(adopted.err)")
        #expect(!FileManager.default.fileExists(atPath: app.path("App/Architecture")))
        let run = KitRun.generate(.module, .fixed("Payments"), in: app.url)
        #expect(run.code == .cannotCreate, "\(run.out)")
        #expect(run.err.contains("Interactorable"), "\(run.err)")
    }

    @Test func aDryRunShowsTheSupportFilesAndWritesNothing() throws {
        let app = try SupportCodeApp.uikit()
        let before = try DirectorySnapshot(of: app.path)
        let run = KitRun.initialize(
            .fixed {
                $0.style = "uikit"
                $0.dryRun = true
            }, in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("  App/Architecture/Viewable.swift"), "\(run.out)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }
}
