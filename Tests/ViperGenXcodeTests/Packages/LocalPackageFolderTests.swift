import Foundation
import Testing
import ViperGenXcode

/// Issue 40: folder references to packages outside their group's folder, and unlinking one.
@Suite("Local package folder references")
struct LocalPackageFolderTests {
    /// The folder fixture with its package folders in a group that mirrors no folder, so
    /// their paths run from the project's folder.
    static func groupWithoutFolder() throws -> [UInt8] {
        let text = text(try PackageFixture.folderReferences.bytes)
            .replacingOccurrences(of: "path = Home;", with: "name = Home; path = Packages/Home;")
            .replacingOccurrences(
                of: "path = Settings;", with: "name = Settings; path = Packages/Settings;"
            )
            .replacingOccurrences(of: "\t\t\tpath = Packages;\n", with: "\t\t\tname = Packages;\n")
        return Array(text.utf8)
    }

    @Test func aFolderInAGroupWithoutAFolderGetsAPathFromTheProjectAndAName() throws {
        let original = try Self.groupWithoutFolder()
        let edit = PackageFixture.edit()
        #expect(
            try edit.localPackages(in: original).map(\.path) == [
                "Packages/Home", "Packages/Settings",
            ])
        let linked = try edit.linkLocalPackage(
            at: "Packages/Payments", product: "Payments", toProject: original)
        let (added, _) = ExtraLines.of(linked, beyond: original)
        #expect(
            added.contains(
                "\t\t550BD75AFD7AE69BE6C9A832 /* Payments */ = {isa = PBXFileReference; "
                    + "lastKnownFileType = wrapper; name = Payments; path = Packages/Payments; "
                    + "sourceTree = \"<group>\"; };"), "\(added)")
        let unlinked = try #require(
            try edit.unlinkLocalPackage(
                at: "Packages/Payments", product: "Payments", fromProject: linked))
        XcodeRemovalRoundTripTests.expectSame(unlinked, original, "group without a folder")
    }

    @Test func unlinkingAFolderPackageRemovesItsFolderReference() throws {
        let original = try PackageFixture.folderReferences.bytes
        let unlinked = try #require(
            try PackageFixture.edit().unlinkLocalPackage(
                at: "Packages/Home", product: "Home", fromProject: original))
        let (removed, _) = ExtraLines.of(original, beyond: unlinked)
        #expect(removed.count == 9, "\(removed)")
        #expect(removed.allSatisfy { $0.contains("Home") || !$0.contains("/*") })
        #expect(
            try PackageFixture.edit().localPackages(in: unlinked).map(\.path) == [
                "Packages/Settings"
            ])
        try PlistLint.check(unlinked, "FolderReferences without Home")
    }
}
