import Foundation
import Testing
import ViperGenTestSupport
import ViperGenXcode

/// Issue 40: renaming a linked local package and its product rewrites the reference's path,
/// the product name and every comment naming them, and nothing else.
@Suite("Local package renames")
struct LocalPackageRenameTests {
    @Test(arguments: PackageFixture.allCases)
    func renamingALinkedPackageMatchesTheGoldenAndRenamesBack(fixture: PackageFixture) throws {
        let edit = PackageFixture.edit()
        let linked = try edit.linkLocalPackage(
            at: "Packages/Payments", product: "Payments", toProject: try fixture.bytes)
        let renamed = try edit.renameLocalPackage(
            from: "Packages/Payments", product: "Payments", to: "Packages/Billing",
            product: "Billing", inProject: linked)
        try GoldenTree.assertMatches(
            text: text(renamed), golden: "xcode-packages/\(fixture.rawValue)-renamed.pbxproj")
        try PlistLint.check(renamed, "\(fixture.rawValue) after renaming")
        #expect(!text(renamed).contains("Payments"))
        let changed = try #require(Self.changedLines(from: linked, to: renamed))
        // Every line naming the package or its product, and only those.
        let expected: [PackageFixture: Int] = [
            .packageReferences: 8, .namedPackageReferences: 9, .folderReferences: 7,
        ]
        #expect(changed.count == expected[fixture], "\(changed)")
        #expect(changed.allSatisfy { $0.old.contains("Payments") && $0.new.contains("Billing") })
        let packages = try edit.localPackages(in: renamed)
        #expect(
            packages.last
                == LocalPackageReference(
                    path: "Packages/Billing", style: packages[0].style,
                    linkedProducts: [LinkedProduct(target: "Shop", product: "Billing")]))
        let back = try edit.renameLocalPackage(
            from: "Packages/Billing", product: "Billing", to: "Packages/Payments",
            product: "Payments", inProject: renamed)
        XcodeRemovalRoundTripTests.expectSame(back, linked, "\(fixture.rawValue) renamed back")
    }

    @Test func renamingOnlyThePathKeepsTheProduct() throws {
        let original = try PackageFixture.folderReferences.bytes
        let edit = PackageFixture.edit()
        let moved = try edit.renameLocalPackage(
            from: "Packages/Home", product: "Home", to: "Features/Home", product: "Home",
            inProject: original)
        let changed = try #require(Self.changedLines(from: original, to: moved))
        #expect(
            changed.map(\.new) == [
                "\t\tC41D7E3B29A4B87E008E3A52 /* Home */ = {isa = PBXFileReference; "
                    + "lastKnownFileType = wrapper; path = ../Features/Home; "
                    + "sourceTree = \"<group>\"; };"
            ])
        let packages = try PackageFixture.edit().localPackages(in: moved)
        #expect(packages.map(\.path) == ["Features/Home", "Packages/Settings"])
    }

    @Test func unlinkingARenamedPackageRestoresTheFixture() throws {
        let original = try PackageFixture.packageReferences.bytes
        let edit = PackageFixture.edit()
        let linked = try edit.linkLocalPackage(
            at: "Packages/Payments", product: "Payments", toProject: original)
        let renamed = try edit.renameLocalPackage(
            from: "Packages/Payments", product: "Payments", to: "Packages/Billing",
            product: "Billing", inProject: linked)
        let unlinked = try #require(
            try edit.unlinkLocalPackage(
                at: "Packages/Billing", product: "Billing", fromProject: renamed))
        XcodeRemovalRoundTripTests.expectSame(unlinked, original, "renamed then unlinked")
    }

    @Test func renameRefusals() throws {
        let original = try PackageFixture.packageReferences.bytes
        let edit = PackageFixture.edit()
        #expect(throws: LocalPackageError.pathTakenByAnotherPackage(path: "Packages/Settings")) {
            try edit.renameLocalPackage(
                from: "Packages/Home", product: "Home", to: "Packages/Settings",
                product: "Settings", inProject: original)
        }
        #expect(
            throws: LocalPackageError.packageNotFound(
                path: "Packages/Payments", available: ["Packages/Home", "Packages/Settings"])
        ) {
            try edit.renameLocalPackage(
                from: "Packages/Payments", product: "Payments", to: "Packages/Billing",
                product: "Billing", inProject: original)
        }
        #expect(
            try edit.renameLocalPackage(
                from: "Packages/Home", product: "Home", to: "Packages/Home", product: "Home",
                inProject: original) == original)
    }

    /// The lines that differ between two texts with the same number of lines, or nil if the
    /// numbers differ.
    static func changedLines(from old: [UInt8], to new: [UInt8]) -> [(old: String, new: String)]? {
        let oldLines = text(old).split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = text(new).split(separator: "\n", omittingEmptySubsequences: false)
        guard oldLines.count == newLines.count else { return nil }
        return zip(oldLines, newLines).filter { $0.0 != $0.1 }.map { (String($0.0), String($0.1)) }
    }
}
