import Foundation
import Testing
import ViperGenXcode

/// Issue 40: linking a local package then unlinking it gives back the project file byte for
/// byte, including the sections, list keys and Frameworks phase the linking created.
@Suite("Local package round trips")
struct LocalPackageRoundTripTests {
    @Test(arguments: PackageFixture.allCases)
    func unlinkingALinkedPackageRestoresTheFixture(fixture: PackageFixture) throws {
        let original = try fixture.bytes
        let edit = PackageFixture.edit()
        let linked = try edit.linkLocalPackage(
            at: "Packages/Payments", product: "Payments", toProject: original)
        #expect(linked != original)
        let unlinked = try #require(
            try edit.unlinkLocalPackage(
                at: "Packages/Payments", product: "Payments", fromProject: linked))
        Self.expectSame(unlinked, original, fixture.rawValue)
    }

    @Test(arguments: XcodeFixture.versions)
    func unlinkingRestoresAProjectWithoutPackages(version: Int) throws {
        let original = try XcodeFixture.bytes(version)
        let edit = XcodeProjectEdit(
            projectFile: XcodeFixture.projectFile, target: XcodeFixture.target(version))
        let linked = try edit.linkLocalPackage(
            at: "Packages/Payments", product: "Payments", toProject: original)
        let text = String(decoding: linked, as: UTF8.self)
        #expect(text.contains("/* Begin XCLocalSwiftPackageReference section */"))
        #expect(text.contains("/* Begin XCSwiftPackageProductDependency section */"))
        #expect(text.contains("packageReferences = ("))
        let unlinked = try #require(
            try edit.unlinkLocalPackage(
                at: "Packages/Payments", product: "Payments", fromProject: linked))
        Self.expectSame(unlinked, original, "objectVersion \(version)")
    }

    @Test func unlinkingRemovesWhatLinkingMadeInATargetWithoutFrameworksOrLists() throws {
        // The mini project's target has no Frameworks phase and no packageProductDependencies.
        let original = Array(MiniProject.text().utf8)
        let edit = XcodeProjectEdit(projectFile: "K.xcodeproj/project.pbxproj")
        let linked = try edit.linkLocalPackage(
            at: "../Shared/Core", product: "Core", toProject: original)
        let text = String(decoding: linked, as: UTF8.self)
        #expect(text.contains("isa = PBXFrameworksBuildPhase;"))
        #expect(text.contains("packageProductDependencies = ("))
        #expect(text.contains("relativePath = ../Shared/Core;"))
        let unlinked = try #require(
            try edit.unlinkLocalPackage(at: "../Shared/Core", product: "Core", fromProject: linked))
        Self.expectSame(unlinked, original, "mini project")
    }

    @Test(arguments: PackageFixture.allCases)
    func namesThatNeedQuotingRoundTrip(fixture: PackageFixture) throws {
        let original = try fixture.bytes
        let edit = PackageFixture.edit()
        let linked = try edit.linkLocalPackage(
            at: "Packages/Check Out", product: "Check-Out", toProject: original)
        #expect(text(linked).contains("productName = \"Check-Out\";"))
        try PlistLint.check(linked, "\(fixture.rawValue) with a quoted package")
        let package = try edit.localPackages(in: linked).last
        #expect(package?.path == "Packages/Check Out")
        #expect(package?.linkedProducts.map(\.product) == ["Check-Out"])
        let unlinked = try #require(
            try edit.unlinkLocalPackage(
                at: "Packages/Check Out", product: "Check-Out", fromProject: linked))
        Self.expectSame(unlinked, original, "\(fixture.rawValue) quoted")
    }

    @Test func unlinkingOneOfTwoLinkedProductsKeepsThePackageReference() throws {
        let original = try PackageFixture.packageReferences.bytes
        let edit = PackageFixture.edit()
        let one = try edit.linkLocalPackage(
            at: "Packages/Payments", product: "Payments", toProject: original)
        let two = try edit.linkLocalPackage(
            at: "Packages/Payments", product: "PaymentsUI", toProject: one)
        let packages = try edit.localPackages(in: two)
        let payments = try #require(packages.first { $0.path == "Packages/Payments" })
        #expect(
            payments.linkedProducts == [
                LinkedProduct(target: "Shop", product: "Payments"),
                LinkedProduct(target: "Shop", product: "PaymentsUI"),
            ])
        let back = try #require(
            try edit.unlinkLocalPackage(
                at: "Packages/Payments", product: "PaymentsUI", fromProject: two))
        Self.expectSame(back, one, "after unlinking PaymentsUI")
        let none = try #require(
            try edit.unlinkLocalPackage(
                at: "Packages/Payments", product: "Payments", fromProject: back))
        Self.expectSame(none, original, "after unlinking both")
    }

    @Test func unlinkingASiblingXcodeLinkedRemovesItsObjects() throws {
        let original = try PackageFixture.packageReferences.bytes
        let unlinked = try #require(
            try PackageFixture.edit().unlinkLocalPackage(
                at: "Packages/Home", product: "Home", fromProject: original))
        let text = String(decoding: unlinked, as: UTF8.self)
        #expect(!text.contains("Home"))
        #expect(text.contains("XCLocalSwiftPackageReference \"Packages/Settings\""))
        // Xcode made these keys: an emptied list stays, as Xcode leaves it.
        try PlistLint.check(unlinked, "PackageReferences without Home")
        let (removed, _) = ExtraLines.of(original, beyond: unlinked)
        #expect(removed.count == 12, "\(removed)")
    }

    @Test func unlinkingAPackageNoTargetLinksRemovesItsReference() throws {
        // Home's product dependency and build file removed by hand: only its reference is left.
        var lines = text(try PackageFixture.packageReferences.bytes)
            .split(separator: "\n", omittingEmptySubsequences: false)
        lines.removeAll { $0.contains("5E2A91C02C8F1A3B00D4E7F1") }
        let dependency = try #require(
            lines.firstIndex { $0.hasPrefix("\t\t5E2A91BF2C8F1A3B00D4E7F1 /* Home */ = {") })
        lines.removeSubrange(dependency..<dependency + 4)
        lines.removeAll { $0.contains("5E2A91BF2C8F1A3B00D4E7F1") }
        let dangling = Array(lines.joined(separator: "\n").utf8)
        let edit = PackageFixture.edit()
        #expect(try edit.localPackages(in: dangling)[0].linkedProducts.isEmpty)
        let unlinked = try #require(
            try edit.unlinkLocalPackage(at: "Packages/Home", product: "Home", fromProject: dangling)
        )
        #expect(!text(unlinked).contains("Packages/Home"))
        #expect(try edit.localPackages(in: unlinked).map(\.path) == ["Packages/Settings"])
        try PlistLint.check(unlinked, "PackageReferences without a dangling Home")
    }

    @Test func unlinkingWhatIsNotLinkedIsNil() throws {
        let original = try PackageFixture.folderReferences.bytes
        let edit = PackageFixture.edit()
        #expect(
            try edit.unlinkLocalPackage(
                at: "Packages/Payments", product: "Payments", fromProject: original) == nil)
        #expect(
            try edit.unlinkLocalPackage(
                at: "Packages/Home", product: "Settings", fromProject: original) == nil)
    }

    /// Records an issue naming the lines where `actual` and `expected` differ, if any.
    static func expectSame(
        _ actual: [UInt8], _ expected: [UInt8], _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        XcodeRemovalRoundTripTests.expectSame(
            actual, expected, name, sourceLocation: sourceLocation)
    }
}
