import Foundation
import Testing
import ViperGenXcode

/// Issue 12: files in a synchronized folder (Xcode 16) of the target need no edit.
@Suite("Xcode synchronized folders")
struct XcodeSynchronizedTests {
    @Test func aModuleInTheAppsSynchronizedFolderNeedsNoEdit() throws {
        let module = XcodeFixture.module("Payments", in: "MyApp/Classes/Modules")
        let result = try XcodeFixture.add(module, to: try XcodeFixture.bytes(77), version: 77)
        #expect(result == .synchronized(folder: "MyApp", target: "MyApp"))
    }

    @Test(arguments: ["MyApp/Info.plist", "MyApp/Classes/Modules/Main/MainNotes.md"])
    func aFileListedInTheMembershipExceptionsIsStillReportedSynchronized(path: String) throws {
        let result = try XcodeFixture.add([path], to: try XcodeFixture.bytes(77), version: 77)
        #expect(result == .synchronized(folder: "MyApp", target: "MyApp"))
    }

    @Test func anotherTargetsSynchronizedFolderIsRefused() throws {
        let bytes = try XcodeFixture.bytes(77)
        let expected = XcodeProjectError.synchronizedFolderOfOtherTarget(
            folder: "MyAppWidget", target: "MyApp")
        #expect(throws: expected) {
            try addFiles(
                ["MyAppWidget/Payments.swift"], toProject: bytes, projectFile: "MyApp.xcodeproj",
                target: "MyApp")
        }
        #expect(expected.description.contains("pass --target NAME"))
    }

    @Test func theExtensionsSynchronizedFolderNeedsNoEditNamedOrNot() throws {
        // Issue 22: nothing is edited in a synchronized folder, so no target has to be chosen,
        // even one that is never chosen by itself.
        let bytes = try XcodeFixture.bytes(70)
        let path = "MyAppWidget/Payments/PaymentsWidget.swift"
        for target in [nil, "MyAppWidget"] {
            let result = try addFiles(
                [path], toProject: bytes, projectFile: "MyApp.xcodeproj", target: target)
            #expect(result == .synchronized(folder: "MyAppWidget", target: "MyAppWidget"))
        }
    }

    @Test func aSynchronizedFolderOfTwoApplicationTargetsIsNotAmbiguous() throws {
        // Issue 22 (home-assistant's app): the widget made an application that also builds
        // the app's synchronized folder. Files there need no edit: the run goes on, naming the
        // first target; files outside every synchronized folder are still ambiguous.
        var text = String(decoding: try XcodeFixture.bytes(77), as: UTF8.self)
        let appGroup = "AC6FD9DF0D12CC88ECF98E5E /* MyApp */,"
        let usesBefore = text.components(separatedBy: appGroup).count
        text = text.replacingOccurrences(
            of: "com.apple.product-type.app-extension", with: "com.apple.product-type.application")
        text = text.replacingOccurrences(
            of: "fileSystemSynchronizedGroups = (\n\t\t\t\tCFB3868B2541C15AA2B572A8",
            with: "fileSystemSynchronizedGroups = (\n\t\t\t\t\(appGroup)\n"
                + "\t\t\t\tCFB3868B2541C15AA2B572A8")
        #expect(
            text.components(separatedBy: appGroup).count == usesBefore + 1,
            "the widget did not get the app's synchronized folder")
        let bytes = Array(text.utf8)
        let inside = XcodeFixture.module("Payments", in: "MyApp/Classes/Modules")
        #expect(
            try addFiles(inside, toProject: bytes, projectFile: "MyApp.xcodeproj", target: nil)
                == .synchronized(folder: "MyApp", target: "MyApp"))
        #expect(throws: XcodeProjectError.ambiguousTarget(candidates: ["MyApp", "MyAppWidget"])) {
            try addFiles(
                ["Features/Payments/PaymentsView.swift"], toProject: bytes,
                projectFile: "MyApp.xcodeproj", target: nil)
        }
    }

    @Test func onlyTheFilesOutsideSynchronizedFoldersAreAdded() throws {
        let paths = ["MyApp/Payments/PaymentsView.swift", "Legacy/Payments/PaymentsLegacy.swift"]
        let result = try XcodeFixture.add(
            paths, to: try XcodeFixture.bytes(77), version: 77, target: "MyApp")
        guard case .edited(let after, let added, _) = result else {
            Issue.record("expected an edit, got \(result)")
            return
        }
        #expect(added == ["Legacy/Payments/PaymentsLegacy.swift"])
        let parsed = try ParsedProject(after)
        #expect(parsed.built(by: "MyApp", phase: "PBXSourcesBuildPhase").contains(added[0]))
        #expect(!parsed.filePaths.values.contains(paths[0]))
    }
}
