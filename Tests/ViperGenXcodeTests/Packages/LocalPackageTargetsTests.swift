import Foundation
import Testing
import ViperGenXcode

/// Issue 40: unlinking from every target, and placing a new Frameworks phase between phases.
@Suite("Local package unlinking across targets")
struct LocalPackageTargetsTests {
    @Test func unlinkingWithoutATargetUnlinksEveryTargetAndTheReference() throws {
        let original = try PackageFixture.packageReferences.bytes
        let tests = try PackageFixture.edit(target: "ShopTests").linkLocalPackage(
            at: "Packages/Home", product: "Home", toProject: original)
        let home = try PackageFixture.edit().localPackages(in: tests)[0]
        #expect(home.linkedProducts.map(\.target) == ["Shop", "ShopTests"])
        let onlyTests = try #require(
            try PackageFixture.edit(target: "Shop").unlinkLocalPackage(
                at: "Packages/Home", product: "Home", fromProject: tests))
        #expect(text(onlyTests).contains("relativePath = Packages/Home;"))
        let none = try #require(
            try PackageFixture.edit().unlinkLocalPackage(
                at: "Packages/Home", product: "Home", fromProject: tests))
        #expect(!text(none).contains("Home"))
        try PlistLint.check(none, "PackageReferences without Home anywhere")
    }

    @Test func aNewFrameworksPhaseGoesRightAfterTheSourcesPhase() throws {
        let sourcesLine = "\t\t\t\tE0000000000000000000000E /* Sources */,\n"
        let resourcesLine = "\t\t\t\tR0000000000000000000000R /* Resources */,\n"
        let original = Array(
            MiniProject.text().replacingOccurrences(
                of: sourcesLine, with: sourcesLine + resourcesLine
            ).utf8)
        let edit = XcodeProjectEdit(projectFile: "K.xcodeproj/project.pbxproj")
        let linked = try edit.linkLocalPackage(
            at: "Packages/Core", product: "Core", toProject: original)
        let phases = text(linked).components(separatedBy: "buildPhases = (\n")[1]
            .components(separatedBy: "\t\t\t);")[0].split(separator: "\n")
        #expect(phases.map { $0.hasSuffix("/* Frameworks */,") } == [false, true, false])
        let unlinked = try #require(
            try edit.unlinkLocalPackage(at: "Packages/Core", product: "Core", fromProject: linked))
        XcodeRemovalRoundTripTests.expectSame(unlinked, original, "mini project with Resources")
    }

    @Test func addingAndRemovingFilesInALinkedProjectKeepsTheRoundTrip() throws {
        let original = try XcodeFixture.bytes(56)
        let edit = XcodeProjectEdit(projectFile: XcodeFixture.projectFile)
        let linked = try edit.linkLocalPackage(
            at: "Packages/Payments", product: "Payments", toProject: original)
        let paths = XcodeFixture.module("Payments", in: XcodeFixture.modulesFolder(56))
        let withFiles = try #require(
            XcodeFixture.edited(try edit.addFiles(paths, toProject: linked)))
        let withoutFiles = try #require(
            try edit.removeFiles(paths, fromProject: withFiles).newContents)
        XcodeRemovalRoundTripTests.expectSame(withoutFiles, linked, "files removed")
        let unlinked = try #require(
            try edit.unlinkLocalPackage(
                at: "Packages/Payments", product: "Payments", fromProject: withoutFiles))
        XcodeRemovalRoundTripTests.expectSame(unlinked, original, "package unlinked")
    }
}
