import Foundation
import Testing
import ViperGenXcode

/// Issue 12: layouts and paths the fixtures' main case does not reach.
@Suite("Xcode project edge cases")
struct XcodeEditEdgeTests {
    @Test(arguments: ["../Shared/A.swift", "/tmp/A.swift", "MyApp/../../A.swift", "."])
    func pathsOutsideTheProjectFolderAreRefused(path: String) throws {
        let bytes = try XcodeFixture.bytes(56)
        #expect(throws: XcodeProjectError.folderOutsideProject(path: path)) {
            try addFiles([path], toProject: bytes, projectFile: "MyApp.xcodeproj", target: nil)
        }
    }

    @Test func pathsAreNormalized() throws {
        let bytes = try XcodeFixture.bytes(56)
        let result = try addFiles(
            ["./MyApp/Classes//Modules/Main/../Main/MainView.swift"], toProject: bytes,
            projectFile: "MyApp.xcodeproj", target: nil)
        #expect(result == .alreadyMembers(target: "MyApp"))
    }

    @Test func aOneLineListGainsItsItemOnTheSameLine() throws {
        let text = MiniProject.text(children: "(C0000000000000000000000C /* Sources */)")
        let result = try addFiles(
            ["Other/B.swift"], toProject: Array(text.utf8), projectFile: "K.xcodeproj",
            target: nil)
        let after = try #require(XcodeFixture.edited(result))
        let edited = String(decoding: after, as: UTF8.self)
        #expect(edited.contains("children = (C0000000000000000000000C /* Sources */, "))
        #expect(edited.contains(" /* Other */, );"))
        try PlistLint.check(after, "one-line list")
        #expect(
            try ParsedProject(after).built(by: "Kit", phase: "PBXSourcesBuildPhase")
                == ["Sources/A.swift", "Other/B.swift"])
    }

    @Test func aMissingSectionIsOpenedInAlphabeticalOrder() throws {
        let text = MiniProject.text(buildFiles: "", sourceFiles: "")
        let result = try addFiles(
            ["Sources/B.swift"], toProject: Array(text.utf8), projectFile: "K.xcodeproj",
            target: nil)
        let after = try #require(XcodeFixture.edited(result))
        let edited = String(decoding: after, as: UTF8.self)
        let begin = try #require(edited.range(of: "/* Begin PBXBuildFile section */\n"))
        let next = try #require(edited.range(of: "/* Begin PBXFileReference section */"))
        #expect(begin.upperBound < next.lowerBound)
        #expect(edited.contains("/* End PBXBuildFile section */\n\n/* Begin PBXFileReference"))
        try PlistLint.check(after, "missing section")
        #expect(
            try ParsedProject(after).built(by: "Kit", phase: "PBXSourcesBuildPhase")
                == ["Sources/B.swift"])
    }

    @Test func aGroupWithASourceRootPathMirrorsItsFolder() throws {
        // In the objectVersion 50 fixture, MyAppTests's group has sourceTree = SOURCE_ROOT.
        let path = "MyAppTests/PaymentsTests.swift"
        let bytes = try XcodeFixture.bytes(50)
        let result = try XcodeFixture.add([path], to: bytes, version: 50, target: "MyAppTests")
        let after = try #require(XcodeFixture.edited(result))
        let parsed = try ParsedProject(after)
        #expect(parsed.built(by: "MyAppTests", phase: "PBXSourcesBuildPhase").contains(path))
        let groups = parsed.objects.values.filter { $0["isa"] as? String == "PBXGroup" }
        #expect(groups.filter { $0["path"] as? String == "MyAppTests" }.count == 1)
    }

    @Test func groupsNamedOtherThanTheirFolderAreFollowedByPath() throws {
        // objectVersion 55 names MyApp's group "My App" and Classes's group "Code".
        let path = "MyApp/Classes/Shared/Currency.swift"
        let result = try XcodeFixture.add([path], to: try XcodeFixture.bytes(55), version: 55)
        let after = try #require(XcodeFixture.edited(result))
        let parsed = try ParsedProject(after)
        #expect(parsed.filePaths.values.contains(path))
        let groups = parsed.objects.values.filter { $0["isa"] as? String == "PBXGroup" }
        #expect(groups.count == ParsedProject.groupCount(try XcodeFixture.bytes(55)))
    }

    @Test func emptyInputIsAlreadyMembers() throws {
        let result = try XcodeFixture.add([], to: try XcodeFixture.bytes(56), version: 56)
        #expect(result == .alreadyMembers(target: "MyApp"))
    }
}
