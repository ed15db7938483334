import Foundation
import Testing
import ViperGenTestSupport
import ViperGenXcode

/// Issue 12: each fixture project after adding a Payments module, compared byte for byte with
/// Tests/Goldens/xcode, read back as a property list and checked for what it means.
@Suite("Xcode project goldens")
struct XcodeGoldenTests {
    @Test(arguments: XcodeFixture.versions)
    func addingAModuleMatchesTheGolden(version: Int) throws {
        let before = try XcodeFixture.bytes(version)
        let paths = XcodeFixture.module("Payments", in: XcodeFixture.modulesFolder(version))
        let result = try XcodeFixture.add(paths, to: before, version: version)
        guard case .edited(let after, let added, let target) = result else {
            Issue.record("objectVersion \(version): expected an edit, got \(result)")
            return
        }
        #expect(added == paths.sorted())
        #expect(target == "MyApp")
        try GoldenTree.assertMatches(
            text: String(decoding: after, as: UTF8.self),
            golden: "xcode/objectVersion-\(version).pbxproj")
        try PlistLint.check(after, "objectVersion-\(version) after the edit")
        let parsed = try ParsedProject(after)
        let built = Set(parsed.built(by: "MyApp", phase: "PBXSourcesBuildPhase"))
        for path in paths {
            #expect(built.contains(path), "objectVersion \(version): MyApp does not build \(path)")
            #expect(parsed.filePaths.values.filter { $0 == path }.count == 1, "\(path)")
        }
        for other in ["MyAppTests", version >= 54 ? "MyAppWidget" : "ShareExtension"] {
            let builtByOther = parsed.built(by: other, phase: "PBXSourcesBuildPhase")
            #expect(!builtByOther.contains { $0.contains("Payments") }, "\(other)")
        }
    }

    @Test(arguments: XcodeFixture.versions)
    func onlyInsertedLinesDiffer(version: Int) throws {
        let before = try XcodeFixture.bytes(version)
        let paths = XcodeFixture.module("Payments", in: XcodeFixture.modulesFolder(version))
        let after = try #require(
            XcodeFixture.edited(try XcodeFixture.add(paths, to: before, version: version)))
        // Removing the added lines gives back the original bytes exactly.
        let (added, lost) = ExtraLines.of(after, beyond: before)
        #expect(lost.isEmpty, "objectVersion \(version): lines lost: \(lost)")
        let buildFiles = added.filter { $0.contains("isa = PBXBuildFile;") }
        let references = added.filter { $0.contains("isa = PBXFileReference;") }
        #expect(buildFiles.count == 7)
        #expect(references.count == 7)
        #expect(added.filter { $0.hasSuffix("in Sources */,") }.count == 7)
    }

    @Test(arguments: XcodeFixture.versions)
    func fixturesAreValidPropertyLists(version: Int) throws {
        try PlistLint.check(try XcodeFixture.bytes(version), "objectVersion-\(version).pbxproj")
    }
}
