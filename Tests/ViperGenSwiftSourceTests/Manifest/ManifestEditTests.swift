import Foundation
import Testing

@testable import ViperGenSwiftSource

/// Issue 40 item 4: each manifest edit changes only what it must, in the file's own style.
@Suite("Manifest edits")
struct ManifestEditTests {
    /// `text` with `edits` made.
    private func edit(_ text: String, _ edits: [ManifestEdit]) throws -> String {
        try PackageManifestEditor(text: text, file: "Package.swift").applying(edits)
    }

    /// A one-package app whose targets are one line each.
    private let oneLine = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "App",
            targets: [
                .target(name: "Core"),
                .target(name: "Feed", dependencies: ["Core"]),
            ]
        )

        """

    @Test func aOneLineArrayGetsTheElementOnItsLine() throws {
        let edited = try edit(
            oneLine, [.addTargetDependency(target: "Feed", dependency: .byName("Login"))])
        #expect(
            edited.contains(#"        .target(name: "Feed", dependencies: ["Core", "Login"]),"#))
        #expect(edited.split(separator: "\n").count == oneLine.split(separator: "\n").count)
    }

    @Test func aMissingDependenciesArgumentIsMadeRightAfterName() throws {
        let edited = try edit(
            oneLine,
            [
                .addTargetDependency(
                    target: "Core", dependency: .product(name: "Kit", package: "Kit"))
            ])
        #expect(
            edited.contains(
                #".target(name: "Core", dependencies: [.product(name: "Kit", package: "Kit")]),"#))
        let multiLine = """
            let package = Package(
                name: "App",
                targets: [
                    .target(
                        name: "Core",
                        path: "Sources/Core"
                    ),
                ]
            )
            """
        let made = try edit(
            multiLine, [.addTargetDependency(target: "Core", dependency: .byName("Kit"))])
        #expect(
            made.contains(
                "            name: \"Core\",\n            dependencies: [\"Kit\"],\n            path: "
            ))
    }

    @Test func anEmptyArrayGetsTheElementInside() throws {
        let text =
            #"let package = Package(name: "A", targets: [.target(name: "A", dependencies: [])])"#
        let edited = try edit(text, [.addTargetDependency(target: "A", dependency: .byName("B"))])
        #expect(
            edited
                == #"let package = Package(name: "A", targets: [.target(name: "A", dependencies: ["B"])])"#
        )
    }

    @Test func anArrayWithoutATrailingCommaGetsOneBeforeTheNewLastElement() throws {
        let text = """
            let package = Package(
                name: "A",
                targets: [
                    .target(name: "A")
                ]
            )
            """
        let edited = try edit(text, [.addTarget(ManifestTarget(kind: .test, name: "ATests"))])
        #expect(
            edited.contains(
                "        .target(name: \"A\"),\n        .testTarget(name: \"ATests\")\n    ]"))
    }

    @Test func addingWhatIsThereChangesNothing() throws {
        let edits: [ManifestEdit] = [
            .addTargetDependency(target: "Feed", dependency: .byName("Core")),
            .addTarget(ManifestTarget(kind: .regular, name: "Core")),
        ]
        #expect(try edit(oneLine, edits) == oneLine)
        let features = try ManifestFixtures.text("FeatureSpaces")
        #expect(try edit(features, [.addPackageDependency(path: "../Architecture/")]) == features)
        #expect(
            try edit(features, [.addLibraryProduct(name: "Home", targets: ["Home"])]) == features)
        #expect(
            try edit(
                features,
                [
                    .addTargetDependency(
                        target: "Home",
                        dependency: .product(name: "Architecture", package: "Architecture"))
                ]
            ) == features)
    }

    @Test func removingWhatIsAbsentChangesNothing() throws {
        let edits: [ManifestEdit] = [
            .removeTarget(name: "Nope"), .removeProduct(name: "Nope"),
            .removeTargetDependency(target: "Feed", dependency: "Nope"),
            .removePackageDependency(path: "../Nope"),
        ]
        #expect(try edit(oneLine, edits) == oneLine)
    }

    @Test func theLastDependencyTakesItsArgumentWithIt() throws {
        let edited = try edit(
            oneLine, [.removeTargetDependency(target: "Feed", dependency: "Core")])
        #expect(edited.contains(#"        .target(name: "Feed"),"#))
    }

    @Test func aPackageDependencyArgumentGoesWhereSwiftPMsOrderSays() throws {
        let text = """
            let package = Package(
                name: "A",
                platforms: [.iOS(.v17)],
                targets: [
                    .target(name: "A"),
                ],
                swiftLanguageModes: [.v6]
            )
            """
        let edited = try edit(text, [.addPackageDependency(path: "../Core")])
        #expect(
            edited.contains(
                "    platforms: [.iOS(.v17)],\n    dependencies: [\n        .package(path: \"../Core\"),\n    ],\n    targets: ["
            ))
        #expect(try edit(edited, [.removePackageDependency(path: "../Core")]) == text)
    }

    @Test func windowsLineEndingsAreKept() throws {
        let text = oneLine.replacingOccurrences(of: "\n", with: "\r\n")
        let edited = try edit(text, [.addTarget(ManifestTarget(kind: .test, name: "FeedTests"))])
        #expect(edited.contains("\r\n        .testTarget(name: \"FeedTests\"),\r\n    ]"))
        #expect(!edited.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test func commentsAndLiteralsThatLookLikeCodeAreNotRead() throws {
        let text = """
            // targets: [ .target(name: "Feed") ]
            let note = "targets: ["
            let package = Package(
                name: "App",
                targets: [
                    /* .target(name: "Feed"), */
                    .target(name: "Core"),  // dependencies: ["X"]
                ]
            )
            """
        let edited = try edit(
            text, [.addTargetDependency(target: "Core", dependency: .byName("Kit"))])
        #expect(
            edited.contains(
                #"        .target(name: "Core", dependencies: ["Kit"]),  // dependencies: ["X"]"#))
        #expect(throws: ManifestEditRefusal.self) {
            try edit(text, [.addTargetDependency(target: "Feed", dependency: .byName("Kit"))])
        }
    }

    @Test func aNewArraysIndentationIsThePackagesNotAStraysLine() throws {
        let text = """
            /*
              Notes indented by two.
            */
            let package = Package(
                name: "A",
                targets: [
                    .target(name: "A"),
                ]
            )
            """
        let edited = try edit(text, [.addPackageDependency(path: "../B")])
        #expect(
            edited.contains(
                "    name: \"A\",\n    dependencies: [\n        .package(path: \"../B\"),\n    ],\n"
            ))
    }

    @Test func aRemovedTargetLeavesTheProductsThatListOthers() throws {
        let text = """
            let package = Package(
                name: "App",
                products: [
                    .library(name: "Kit", targets: ["Core", "Feed"]),
                    .library(name: "Feed", targets: ["Feed"]),
                ],
                targets: [.target(name: "Core"), .target(name: "Feed")]
            )
            """
        let removed = try edit(text, [.removeTarget(name: "Feed")])
        #expect(
            removed == """
                let package = Package(
                    name: "App",
                    products: [
                        .library(name: "Kit", targets: ["Core"]),
                    ],
                    targets: [.target(name: "Core")]
                )
                """)
    }

    @Test func anEmptyArrayHoldingCommentsKeepsThemAndComesBack() throws {
        let text = """
            let package = Package(
                name: "MyLibrary",
                dependencies: [
                    // Dependencies declare other packages that this package depends on.
                    // .package(url: /* package url */, from: "1.0.0"),
                ],
                targets: [
                    .target(name: "MyLibrary", dependencies: [/* none yet */]),
                ]
            )
            """
        let added = try edit(
            text,
            [
                .addPackageDependency(path: "../Core"),
                .addTargetDependency(target: "MyLibrary", dependency: .byName("Core")),
            ])
        #expect(
            added.contains(
                "from: \"1.0.0\"),\n        .package(path: \"../Core\"),\n    ],\n"))
        #expect(added.contains(#"dependencies: [/* none yet */"Core"]),"#))
        let removed = try edit(
            added,
            [
                .removeTargetDependency(target: "MyLibrary", dependency: "Core"),
                .removePackageDependency(path: "../Core"),
            ])
        #expect(removed == text)
    }
}
