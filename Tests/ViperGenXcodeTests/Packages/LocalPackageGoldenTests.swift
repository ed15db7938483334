import Foundation
import Testing
import ViperGenTestSupport
import ViperGenXcode

/// Issue 40: linking a Payments package to each fixture's app target, compared byte for byte
/// with Tests/Goldens/xcode-packages, linted, and read back for what it means.
@Suite("Local package link goldens")
struct LocalPackageGoldenTests {
    @Test(arguments: PackageFixture.allCases)
    func linkingPaymentsMatchesTheGolden(fixture: PackageFixture) throws {
        let before = try fixture.bytes
        let after = try PackageFixture.edit().linkLocalPackage(
            at: "Packages/Payments", product: "Payments", toProject: before)
        try GoldenTree.assertMatches(
            text: text(after), golden: "xcode-packages/\(fixture.rawValue).pbxproj")
        try PlistLint.check(after, "\(fixture.rawValue) after linking")
        let (added, lost) = ExtraLines.of(after, beyond: before)
        #expect(lost.isEmpty, "lines lost: \(lost)")
        #expect(added.filter { $0.contains("productRef = ") }.count == 1)
        let parsed = try ParsedProject(after)
        #expect(parsed.linkedProducts(of: "Shop").contains("Payments"))
        #expect(parsed.frameworkProducts(of: "Shop").contains("Payments"))
        #expect(!parsed.linkedProducts(of: "ShopTests").contains("Payments"))
        // viper-gen's own parser reads the edited file back, with the new package in it.
        let payments = try PackageFixture.edit().localPackages(in: after).last
        #expect(payments?.path == "Packages/Payments")
        #expect(payments?.linkedProducts == [LinkedProduct(target: "Shop", product: "Payments")])
    }

    @Test(arguments: XcodeFixture.versions)
    func linkingToAProjectWithoutPackagesMatchesTheGolden(version: Int) throws {
        let before = try XcodeFixture.bytes(version)
        let edit = XcodeProjectEdit(
            projectFile: XcodeFixture.projectFile, target: XcodeFixture.target(version))
        let after = try edit.linkLocalPackage(
            at: "Packages/Payments", product: "Payments", toProject: before)
        try GoldenTree.assertMatches(
            text: text(after), golden: "xcode-packages/objectVersion-\(version).pbxproj")
        try PlistLint.check(after, "objectVersion-\(version) after linking")
        let parsed = try ParsedProject(after)
        #expect(parsed.linkedProducts(of: "MyApp") == ["Payments"])
        #expect(parsed.frameworkProducts(of: "MyApp") == ["Payments"])
        let references = parsed.project["packageReferences"] as? [String] ?? []
        #expect(references.count == 1)
        let reference = try #require(references.first.flatMap { parsed.objects[$0] })
        #expect(reference["isa"] as? String == "XCLocalSwiftPackageReference")
        #expect(reference["relativePath"] as? String == "Packages/Payments")
        #expect(
            try edit.localPackages(in: after) == [
                LocalPackageReference(
                    path: "Packages/Payments", style: .packageReference,
                    linkedProducts: [LinkedProduct(target: "MyApp", product: "Payments")])
            ])
    }
}

extension ParsedProject {
    /// The product names of the package product dependencies of target `name`.
    func linkedProducts(of name: String) -> [String] {
        guard let target = target(named: name) else { return [] }
        let dependencies = objects[target]?["packageProductDependencies"] as? [String] ?? []
        return dependencies.compactMap { objects[$0]?["productName"] as? String }
    }

    /// The product names that target `name`'s Frameworks phases link through build files.
    func frameworkProducts(of name: String) -> [String] {
        guard let target = target(named: name) else { return [] }
        let phases = (objects[target]?["buildPhases"] as? [String] ?? []).filter {
            objects[$0]?["isa"] as? String == "PBXFrameworksBuildPhase"
        }
        return phases.flatMap { objects[$0]?["files"] as? [String] ?? [] }.compactMap {
            (objects[$0]?["productRef"] as? String).flatMap { objects[$0]?["productName"] }
                as? String
        }
    }
}
