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

    @Test func theExtensionsSynchronizedFolderIsUsedWhenItIsNamed() throws {
        let bytes = try XcodeFixture.bytes(70)
        let path = "MyAppWidget/Payments/PaymentsWidget.swift"
        #expect(throws: XcodeProjectError.ambiguousTarget(candidates: ["MyAppWidget"])) {
            try addFiles([path], toProject: bytes, projectFile: "MyApp.xcodeproj", target: nil)
        }
        let named = try addFiles(
            [path], toProject: bytes, projectFile: "MyApp.xcodeproj", target: "MyAppWidget")
        #expect(named == .synchronized(folder: "MyAppWidget", target: "MyAppWidget"))
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
