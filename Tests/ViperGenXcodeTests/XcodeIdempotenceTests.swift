import Foundation
import Testing
import ViperGenXcode

/// Issue 12: running again adds nothing, and what a project already has is reused.
@Suite("Xcode project idempotence")
struct XcodeIdempotenceTests {
    @Test(arguments: XcodeFixture.versions)
    func addingTheSameFilesAgainChangesNothing(version: Int) throws {
        let paths = XcodeFixture.module("Payments", in: XcodeFixture.modulesFolder(version))
        let once = try #require(
            XcodeFixture.edited(
                try XcodeFixture.add(paths, to: try XcodeFixture.bytes(version), version: version)
            ))
        let again = try XcodeFixture.add(paths, to: once, version: version)
        #expect(again == .alreadyMembers(target: "MyApp"))
        let reordered = try XcodeFixture.add(paths.reversed(), to: once, version: version)
        #expect(reordered == .alreadyMembers(target: "MyApp"))
    }

    @Test func existingFilesOfTheTargetAreAlreadyMembers() throws {
        let result = try XcodeFixture.add(
            ["MyApp/Classes/Modules/Main/MainView.swift", "MyApp/Classes/Shared/Formatters.swift"],
            to: try XcodeFixture.bytes(56), version: 56)
        #expect(result == .alreadyMembers(target: "MyApp"))
    }

    @Test func aReferencedFileTheTargetDoesNotBuildGainsOnlyABuildFile() throws {
        // Formatters.swift is referenced once and built by MyApp and the widget; the tests
        // target does not build it yet.
        let before = try XcodeFixture.bytes(56)
        let result = try XcodeFixture.add(
            ["MyApp/Classes/Shared/Formatters.swift"], to: before, version: 56,
            target: "MyAppTests")
        let after = try #require(XcodeFixture.edited(result))
        let parsed = try ParsedProject(after)
        #expect(
            parsed.built(by: "MyAppTests", phase: "PBXSourcesBuildPhase")
                == ["MyAppTests/MyAppTests.swift", "MyApp/Classes/Shared/Formatters.swift"])
        let references = parsed.filePaths.values.filter { $0.hasSuffix("Formatters.swift") }
        #expect(references.count == 1)
        #expect(after.count - before.count < 300, "one build file and one list line")
    }

    @Test func theSameInputsGiveTheSameBytes() throws {
        let paths = XcodeFixture.module("Payments", in: "MyApp/Classes/Modules")
        let bytes = try XcodeFixture.bytes(63)
        let first = try XcodeFixture.add(paths, to: bytes, version: 63)
        let second = try XcodeFixture.add(paths.shuffled(), to: bytes, version: 63)
        #expect(first == second)
    }

    @Test func anotherProjectFileGetsOtherIdentifiers() throws {
        let paths = ["MyApp/Classes/Modules/Payments/View/PaymentsView.swift"]
        let bytes = try XcodeFixture.bytes(63)
        let first = try #require(
            XcodeFixture.edited(
                try addFiles(paths, toProject: bytes, projectFile: "A.xcodeproj", target: nil)))
        let second = try #require(
            XcodeFixture.edited(
                try addFiles(paths, toProject: bytes, projectFile: "B.xcodeproj", target: nil)))
        #expect(first != second)
        #expect(first.count == second.count)
    }
}
