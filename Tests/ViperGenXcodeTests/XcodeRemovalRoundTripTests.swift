import Foundation
import Testing
import ViperGenXcode

/// Issue 23: adding files and removing them again gives back the project file byte for byte,
/// including the groups, build phases and sections the adding created.
@Suite("Xcode project removal round trips")
struct XcodeRemovalRoundTripTests {
    /// The module's tests, as viper-gen writes them into the unit-test target's folder.
    static let tests = ["Interactor", "Presenter", "Router"].map {
        "MyAppTests/Modules/Payments/Payments\($0)Tests.swift"
    }

    @Test(arguments: XcodeFixture.versions)
    func removingAnAddedModuleAndItsTestsRestoresTheFixture(version: Int) throws {
        let original = try XcodeFixture.bytes(version)
        let (module, added) = try XcodeFixture.withPayments(version)
        let withModule = try #require(added)
        let edit = XcodeProjectEdit(projectFile: XcodeFixture.projectFile)
        let testMembership = try #require(
            try edit.addTests(Self.tests, testing: "MyApp", toProject: withModule))
        let withTests = XcodeFixture.edited(testMembership) ?? withModule
        let removal = try edit.removeFiles(module + Self.tests, fromProject: withTests)
        Self.expectSame(try #require(removal.newContents), original, "objectVersion \(version)")
        if case .synchronized = testMembership {
            #expect(removal.removedFiles == module.sorted())
            #expect(removal.synchronizedFiles == Self.tests.sorted())
        } else {
            #expect(withTests != withModule)
            #expect(removal.removedFiles == (module + Self.tests).sorted())
            #expect(removal.synchronizedFiles.isEmpty)
        }
        #expect(removal.unknownFiles.isEmpty)
    }

    @Test func removingTheFileThatMadeAResourcesPhaseRemovesThePhase() throws {
        // MyAppWidget has no Copy Bundle Resources phase: adding an asset catalog made one.
        let original = try XcodeFixture.bytes(56)
        let path = "MyAppWidget/Widget.xcassets"
        let added = try #require(
            XcodeFixture.edited(
                try XcodeFixture.add([path], to: original, version: 56, target: "MyAppWidget")))
        let removal = try XcodeProjectEdit(projectFile: XcodeFixture.projectFile)
            .removeFiles([path], fromProject: added)
        Self.expectSame(try #require(removal.newContents), original, "objectVersion 56")
    }

    @Test(arguments: [
        MiniProject.text(buildFiles: "", sourceFiles: ""),
        MiniProject.text(children: "(C0000000000000000000000C /* Sources */, )"),
        MiniProject.text(),
    ])
    func removingWhatOpenedSectionsRemovesTheSections(text: String) throws {
        // The mini project has no resources phase; the first variant no build files either.
        let original = Array(text.utf8)
        let paths = ["Other/Art.xcassets", "Other/B.swift", "Sources/C.swift"]
        let edit = XcodeProjectEdit(projectFile: "K.xcodeproj")
        let added = try #require(XcodeFixture.edited(try edit.addFiles(paths, toProject: original)))
        #expect(String(decoding: added, as: UTF8.self).contains("PBXResourcesBuildPhase section"))
        let removal = try edit.removeFiles(paths, fromProject: added)
        Self.expectSame(try #require(removal.newContents), original, "mini project")
    }

    /// Records an issue naming the first line where `actual` and `expected` differ, if any.
    static func expectSame(
        _ actual: [UInt8], _ expected: [UInt8], _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard actual != expected else { return }
        let (extra, missing) = ExtraLines.of(actual, beyond: expected)
        Issue.record(
            "\(name): not byte-identical; extra lines \(extra), missing lines \(missing)",
            sourceLocation: sourceLocation)
    }
}
