import Testing

@testable import ViperGenSwiftSource

/// Issue 40 item 3: `rename` renames a package module's product, target and folder, and the
/// manifests that use it follow.
@Suite("Manifest renames")
struct ManifestRenameTests {
    /// `text` with `edits` made.
    private func edit(_ text: String, _ edits: [ManifestEdit]) throws -> String {
        try PackageManifestEditor(text: text, file: "Package.swift").applying(edits)
    }

    /// An app package that uses two feature packages' products.
    private let consumer = """
        let package = Package(
            name: "AppPackage",
            dependencies: [
                .package(path: "../Payments"),
                .package(path: "../Profile"),
            ],
            targets: [
                .target(
                    name: "AppFeature",
                    dependencies: [
                        .product(name: "Payments", package: "Payments"),
                        .product(name: "Profile", package: "Profile"),
                        "Payments",
                    ]
                ),
            ]
        )
        """

    @Test func aConsumerFollowsTheProductAndThePackagesFolder() throws {
        let renamed = try edit(
            consumer,
            [
                .renameProduct(from: "Payments", to: "Billing"),
                .renamePackageDependency(fromPath: "../Payments", toPath: "../Billing"),
            ])
        #expect(renamed.contains(#".package(path: "../Billing"),"#))
        #expect(renamed.contains(#".product(name: "Billing", package: "Billing"),"#))
        #expect(renamed.contains(#".product(name: "Profile", package: "Profile"),"#))
        // A by-name dependency names a target, not the product: a target rename changes it.
        #expect(renamed.contains("            \"Payments\",\n"))
        #expect(
            try edit(
                renamed,
                [
                    .renameProduct(from: "Billing", to: "Payments"),
                    .renamePackageDependency(fromPath: "../Billing", toPath: "../Payments"),
                ]) == consumer)
    }

    @Test func renamingWhatNothingNamesChangesNothing() throws {
        #expect(try edit(consumer, [.renameProduct(from: "Nope", to: "Other")]) == consumer)
        #expect(
            try edit(consumer, [.renamePackageDependency(fromPath: "../Nope", toPath: "../X")])
                == consumer)
    }

    @Test func aTargetIsNotRenamedOntoAnother() throws {
        let text = """
            let package = Package(
                name: "App",
                targets: [.target(name: "A"), .target(name: "B")]
            )
            """
        #expect(throws: ManifestEditRefusal.self) {
            try edit(text, [.renameTarget(from: "A", to: "B")])
        }
        let renamed = try edit(text, [.renameTarget(from: "A", to: "C")])
        #expect(renamed.contains(#"targets: [.target(name: "C"), .target(name: "B")]"#))
    }
}
