import Foundation
import Testing
import ViperGenTestSupport
import ViperGenXcode

/// Issue 23: removing files from a project file takes out exactly their references, build
/// files and the groups left empty, and nothing else.
@Suite("Xcode project removal")
struct XcodeRemovalTests {
    let edit = XcodeProjectEdit(projectFile: XcodeFixture.projectFile)

    @Test(arguments: [(56, "ContentView.swift"), (46, "AppDelegate.swift")])
    func removingAFileTheProjectHadRemovesExactlyItsLines(version: Int, name: String) throws {
        let path = "MyApp/" + name
        let before = try XcodeFixture.bytes(version)
        let removal = try edit.removeFiles([path], fromProject: before)
        let after = try #require(removal.newContents)
        #expect(removal.removedFiles == [path])
        try GoldenTree.assertMatches(
            text: String(decoding: after, as: UTF8.self),
            golden: "xcode/remove-\(name)-\(version).pbxproj")
        let (removedLines, added) = ExtraLines.of(before, beyond: after)
        #expect(added.isEmpty, "lines that are not in the fixture: \(added)")
        // Its build file, its reference, its line in its group and in the Sources phase.
        #expect(removedLines.count == 4, "\(removedLines)")
        #expect(removedLines.allSatisfy { $0.contains("/* \(name)") }, "\(removedLines)")
        try PlistLint.check(after, "objectVersion-\(version) without \(name)")
        #expect(!(try ParsedProject(after)).filePaths.values.contains(path))
    }

    @Test func groupsThatStillHoldFilesStay() throws {
        let before = try XcodeFixture.bytes(56)
        let main = "MyApp/Classes/Modules/Main/"
        let oneLeft = try #require(
            try edit.removeFiles([main + "MainView.swift"], fromProject: before).newContents)
        #expect(ParsedProject.groupCount(oneLeft) == ParsedProject.groupCount(before))
        #expect(ExtraLines.of(before, beyond: oneLeft).extra.count == 4)
        // Without both files Main is empty, and so is Modules, which held only Main; Code
        // still holds Shared, so it stays.
        let bothGone = try #require(
            try edit.removeFiles(
                [main + "MainView.swift", main + "MainAssembly.swift"], fromProject: before
            ).newContents)
        let parsed = try ParsedProject(bothGone)
        #expect(ParsedProject.groupCount(bothGone) == ParsedProject.groupCount(before) - 2)
        let code = try #require(parsed.objects.values.first { $0["name"] as? String == "Code" })
        #expect(code["children"] as? [String] == ["AF99E32C380654B8F5489D0E"])
        #expect(parsed.filePaths.values.contains("MyApp/Classes/Shared/Formatters.swift"))
        try PlistLint.check(bothGone, "objectVersion-56 without Main")
    }

    @Test func aFileBuiltByTwoTargetsLeavesBoth() throws {
        let path = "MyApp/Classes/Shared/Formatters.swift"
        let before = try XcodeFixture.bytes(56)
        let after = try #require(try edit.removeFiles([path], fromProject: before).newContents)
        let parsed = try ParsedProject(after)
        for target in ["MyApp", "MyAppWidget"] {
            #expect(!parsed.built(by: target, phase: "PBXSourcesBuildPhase").contains(path))
        }
        #expect(!String(decoding: after, as: UTF8.self).contains("Formatters.swift"))
        #expect(ParsedProject.groupCount(after) == ParsedProject.groupCount(before) - 1)
    }

    @Test func anUnknownPathChangesNothingAndIsReported() throws {
        let bytes = try XcodeFixture.bytes(63)
        let removal = try edit.removeFiles(["MyApp/Nowhere.swift"], fromProject: bytes)
        #expect(removal.newContents == nil)
        #expect(removal.unknownFiles == ["MyApp/Nowhere.swift"])
        #expect(removal.removedFiles.isEmpty && removal.synchronizedFiles.isEmpty)
    }

    @Test func filesInSynchronizedFoldersNeedNoEdit() throws {
        let path = "MyApp/Classes/Modules/Main/MainView.swift"
        let removal = try edit.removeFiles([path], fromProject: try XcodeFixture.bytes(77))
        #expect(removal.newContents == nil)
        #expect(removal.synchronizedFiles == [path])
        #expect(removal.removedFiles.isEmpty && removal.unknownFiles.isEmpty)
    }

    @Test(arguments: XcodeFixture.versions)
    func removingTwiceChangesNothingTheSecondTime(version: Int) throws {
        let (module, added) = try XcodeFixture.withPayments(version)
        let withModule = try #require(added)
        let once = try #require(try edit.removeFiles(module, fromProject: withModule).newContents)
        let twice = try edit.removeFiles(module.reversed(), fromProject: once)
        #expect(twice.newContents == nil)
        #expect(twice.unknownFiles == module.sorted())
    }

    @Test func theTargetsOwnEmptiedPhaseStaysAndEmptiedSectionsGo() throws {
        // A.swift is the mini project's only file: its group, its reference's and build file's
        // sections go, as Xcode writes no empty section; the Sources phase Xcode made stays.
        let removal = try edit.removeFiles(["Sources/A.swift"], fromProject: MiniProject.bytes())
        let after = try #require(removal.newContents)
        let text = String(decoding: after, as: UTF8.self)
        #expect(!text.contains("PBXBuildFile") && !text.contains("PBXFileReference"))
        #expect(!text.contains("C0000000000000000000000C"))
        #expect(text.contains("objects = {\n\n/* Begin PBXGroup section */\n"))
        #expect(text.contains("E0000000000000000000000E /* Sources */,"))
        #expect(text.contains("\t\t\tfiles = (\n\t\t\t);\n"))
        try PlistLint.check(after, "mini project without A.swift")
    }

    @Test(arguments: ["{ a = b; } }", "{\n\tobjects = {\n\t};\n\trootObject = X;\n}\n", "half"])
    func aMalformedProjectIsRefusedAsTheAdderRefusesIt(text: String) throws {
        let fixture = try XcodeFixture.bytes(56)
        let bytes = text == "half" ? Array(fixture.prefix(fixture.count / 2)) : Array(text.utf8)
        try expectTheAddersRefusal(of: ["MyApp/ContentView.swift"], in: bytes)
    }

    @Test func aPathOutsideTheProjectIsRefusedAsTheAdderRefusesIt() throws {
        try expectTheAddersRefusal(of: ["../Outside.swift"], in: try XcodeFixture.bytes(56))
    }

    /// Expects removing `paths` from `bytes` to throw the error adding them throws.
    private func expectTheAddersRefusal(of paths: [String], in bytes: [UInt8]) throws {
        let refusal = #expect(throws: XcodeProjectError.self) {
            try edit.addFiles(paths, toProject: bytes)
        }
        #expect(throws: try #require(refusal)) { try edit.removeFiles(paths, fromProject: bytes) }
    }
}
