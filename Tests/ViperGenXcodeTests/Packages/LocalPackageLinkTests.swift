import Foundation
import Testing
import ViperGenXcode

/// Issue 40: how linking follows the project's style, what it refuses and what
/// ``XcodeProjectEdit/localPackages(in:)`` reads.
@Suite("Local package links")
struct LocalPackageLinkTests {
    @Test func localPackagesListsEachStyleWithItsLinkedProducts() throws {
        let edit = PackageFixture.edit()
        let references = try edit.localPackages(in: try PackageFixture.packageReferences.bytes)
        #expect(
            references == [
                LocalPackageReference(
                    path: "Packages/Home", style: .packageReference,
                    linkedProducts: [LinkedProduct(target: "Shop", product: "Home")]),
                LocalPackageReference(
                    path: "Packages/Settings", style: .packageReference,
                    linkedProducts: [LinkedProduct(target: "Shop", product: "Settings")]),
            ])
        let folders = try edit.localPackages(in: try PackageFixture.folderReferences.bytes)
        #expect(folders.map(\.path) == ["Packages/Home", "Packages/Settings"])
        #expect(folders.allSatisfy { $0.style == .folderReference })
        #expect(folders.map(\.linkedProducts.first?.product) == ["Home", "Settings"])
        #expect(try edit.localPackages(in: try XcodeFixture.bytes(77)).isEmpty)
    }

    @Test func linkedProjectsReadBackWithTheNewPackage() throws {
        for fixture in PackageFixture.allCases {
            let edit = PackageFixture.edit()
            let before = try edit.localPackages(in: try fixture.bytes)
            let linked = try edit.linkLocalPackage(
                at: "Packages/Payments", product: "Payments", toProject: try fixture.bytes)
            let after = try edit.localPackages(in: linked)
            let payments = LocalPackageReference(
                path: "Packages/Payments", style: before[0].style,
                linkedProducts: [LinkedProduct(target: "Shop", product: "Payments")])
            #expect(after == before + [payments], "\(fixture)")
        }
    }

    @Test func folderStyleAddsTheFolderNextToItsSiblings() throws {
        let linked = try PackageFixture.edit().linkLocalPackage(
            at: "Packages/Payments", product: "Payments",
            toProject: try PackageFixture.folderReferences.bytes)
        let text = text(linked)
        #expect(text.contains("lastKnownFileType = wrapper; path = Payments; sourceTree"))
        #expect(!text.contains("XCLocalSwiftPackageReference"))
        let parsed = try ParsedProject(linked)
        #expect(parsed.filePaths.values.contains("Packages/Payments"))
    }

    @Test func generatorStyleNamesThePackageAndXcodeStyleDoesNot() throws {
        let edit = PackageFixture.edit()
        let named = text(
            try edit.linkLocalPackage(
                at: "Packages/Payments", product: "Payments",
                toProject: try PackageFixture.namedPackageReferences.bytes))
        #expect(named.contains("/* XCLocalSwiftPackageReference \"Packages/Payments\" */;"))
        let plain = text(
            try edit.linkLocalPackage(
                at: "Packages/Payments", product: "Payments",
                toProject: try PackageFixture.packageReferences.bytes))
        #expect(!plain.contains("/* XCLocalSwiftPackageReference \"Packages/Payments\" */;"))
    }

    @Test func linkingIsDeterministicAndIdempotent() throws {
        let original = try PackageFixture.packageReferences.bytes
        let edit = PackageFixture.edit()
        let once = try edit.linkLocalPackage(
            at: "./Packages//Payments", product: "Payments", toProject: original)
        let again = try edit.linkLocalPackage(
            at: "Packages/Payments", product: "Payments", toProject: original)
        #expect(once == again)
        #expect(
            try edit.linkLocalPackage(
                at: "Packages/Payments", product: "Payments", toProject: once) == once)
        // A sibling already linked: nothing to do.
        #expect(
            try edit.linkLocalPackage(at: "Packages/Home", product: "Home", toProject: original)
                == original)
        let other = XcodeProjectEdit(projectFile: "Other.xcodeproj/project.pbxproj")
        #expect(
            try other.linkLocalPackage(
                at: "Packages/Payments", product: "Payments", toProject: original) != once)
    }

    @Test func linkingAnotherProductOfAReferencedPackageReusesItsReference() throws {
        let original = try PackageFixture.packageReferences.bytes
        let linked = try PackageFixture.edit().linkLocalPackage(
            at: "Packages/Home", product: "HomeWidgets", toProject: original)
        let (added, lost) = ExtraLines.of(linked, beyond: original)
        #expect(lost.isEmpty)
        #expect(!added.contains { $0.contains("XCLocalSwiftPackageReference") })
        #expect(added.count == 7, "\(added)")
    }

    @Test func linkingToANamedTestTarget() throws {
        let original = try PackageFixture.packageReferences.bytes
        let edit = PackageFixture.edit(target: "ShopTests")
        let linked = try edit.linkLocalPackage(
            at: "Packages/Home", product: "Home", toProject: original)
        let parsed = try ParsedProject(linked)
        #expect(parsed.linkedProducts(of: "ShopTests") == ["Home"])
        #expect(parsed.frameworkProducts(of: "ShopTests") == ["Home"])
        let back = try #require(
            try edit.unlinkLocalPackage(at: "Packages/Home", product: "Home", fromProject: linked))
        XcodeRemovalRoundTripTests.expectSame(back, original, "ShopTests round trip")
    }

    @Test func theLinkTargetIsTheNamedOneElseTheOnlyApplication() throws {
        let original = try PackageFixture.packageReferences.bytes
        #expect(try PackageFixture.edit().linkTargetName(inProject: original) == "Shop")
        #expect(
            try PackageFixture.edit(target: "ShopTests").linkTargetName(inProject: original)
                == "ShopTests")
        #expect(throws: LocalPackageError.ambiguousTarget(candidates: ["MyApp", "MyApp Dev"])) {
            try PackageFixture.edit().linkTargetName(inProject: try XcodeFixture.bytes(51))
        }
    }

    @Test func refusals() throws {
        let original = try PackageFixture.packageReferences.bytes
        let edit = PackageFixture.edit()
        #expect(
            throws: LocalPackageError.productLinkedFromAnotherPackage(
                product: "Home", target: "Shop", package: "the local package at Packages/Home")
        ) {
            try edit.linkLocalPackage(at: "Features/Home", product: "Home", toProject: original)
        }
        #expect(
            throws: LocalPackageError.productLinkedFromAnotherPackage(
                product: "OrderedCollections", target: "Shop",
                package: "the remote package https://github.com/apple/swift-collections.git")
        ) {
            try edit.linkLocalPackage(
                at: "Packages/Payments", product: "OrderedCollections", toProject: original)
        }
        #expect(throws: LocalPackageError.invalidPackagePath(path: "/abs/Payments")) {
            try edit.linkLocalPackage(at: "/abs/Payments", product: "Payments", toProject: original)
        }
        #expect(throws: LocalPackageError.invalidPackagePath(path: "./")) {
            try edit.linkLocalPackage(at: "./", product: "Payments", toProject: original)
        }
        #expect(throws: LocalPackageError.invalidProductName(name: "")) {
            try edit.linkLocalPackage(at: "Packages/Payments", product: "", toProject: original)
        }
        #expect(
            throws: LocalPackageError.project(
                .unknownTarget(name: "Nope", available: ["Shop", "ShopTests"]))
        ) {
            try PackageFixture.edit(target: "Nope").linkLocalPackage(
                at: "Packages/Payments", product: "Payments", toProject: original)
        }
        let twoApps = try XcodeFixture.bytes(51)
        #expect(throws: LocalPackageError.ambiguousTarget(candidates: ["MyApp", "MyApp Dev"])) {
            try edit.linkLocalPackage(
                at: "Packages/Payments", product: "Payments", toProject: twoApps)
        }
        let framework = Array(
            MiniProject.text(productType: "com.apple.product-type.framework").utf8)
        #expect(throws: LocalPackageError.noApplicationTarget(available: ["Kit"])) {
            try edit.linkLocalPackage(
                at: "Packages/Payments", product: "Payments", toProject: framework)
        }
        #expect(throws: LocalPackageError.self) {
            try edit.linkLocalPackage(
                at: "Packages/Payments", product: "Payments", toProject: Array("{".utf8))
        }
    }

    @Test func refusalMessagesNameTheProblemAndTheFix() {
        let messages = [
            LocalPackageError.productLinkedFromAnotherPackage(
                product: "Home", target: "Shop", package: "the local package at Packages/Home"),
            .ambiguousTarget(candidates: ["A", "B"]), .noApplicationTarget(available: ["Kit"]),
            .invalidPackagePath(path: "/x"), .pathTakenByAnotherPackage(path: "Packages/Home"),
            .packageNotFound(path: "Packages/X", available: ["Packages/Home"]),
        ].map(\.description)
        #expect(messages[0].contains("Home") && messages[0].contains("Packages/Home"))
        #expect(messages[1].contains("--target"))
        #expect(messages[2].contains("Kit") && messages[2].contains("--target"))
        #expect(messages[5].contains("Packages/Home"))
        #expect(messages.allSatisfy { $0.hasSuffix(".") })
    }
}
