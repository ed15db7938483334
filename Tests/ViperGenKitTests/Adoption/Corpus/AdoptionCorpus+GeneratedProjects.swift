/// The corpus apps whose project is a manifest: a Swift package, and the projects XcodeGen and
/// Tuist generate (the developer has generated them, as they have before building).
extension AdoptionCorpus {
    /// A SwiftUI VIPER app built as a Swift package: `Sources/<App>`, `Tests/<App>Tests`.
    static let orbit = CorpusApp(
        name: "Orbit", shape: "Swift package app, Sources/Orbit, Tests/OrbitTests (no .xcodeproj)",
        files: CorpusApp.files(
            CorpusModuleLayout.swiftUIViper.files(
                ["Launch", "Missions"], in: "Sources/Orbit/Modules")
                + [
                    "Tests/OrbitTests/OrbitTests.swift",
                    "Tests/OrbitTests/Launch/LaunchPresenterTests.swift",
                ],
            declaring: swiftUIAppFiles("Sources/Orbit", app: "OrbitApp")
                .merging(navigationService("Sources/Orbit/Services")) { $1 }
                .merging([
                    "Package.swift": orbitManifest
                ]) { $1 }),
        style: "swiftui", sourcesPath: "Sources/Orbit", modulesPath: "Sources/Orbit/Modules",
        testsPath: "Tests/OrbitTests", appTarget: nil, testTarget: nil)

    /// An XcodeGen app: `project.yml` names the targets, the app builds `Sources/`, the test
    /// target `AppTests` builds `Tests/`.
    static let harbor = CorpusApp(
        name: "Harbor",
        shape: "XcodeGen project.yml, Sources/, Tests/ for AppTests (objectVersion 54)",
        files: CorpusApp.files(
            CorpusModuleLayout.swiftUIViper.files(["Berths", "Vessels"], in: "Sources/Modules")
                + [
                    "Sources/Resources/Assets.xcassets/Contents.json", "Sources/Info.plist",
                    "Tests/Berths/BerthsPresenterTests.swift", "Tests/HarborAppTests.swift",
                ],
            declaring: swiftUIAppFiles("Sources", app: "HarborApp")
                .merging(navigationService("Sources/Services")) { $1 }
                .merging([
                    "project.yml": harborSpec,
                    ".gitignore": "Harbor.xcodeproj\n",
                ]) { $1 }),
        projects: [
            "Harbor.xcodeproj": CorpusProjectFile(
                objectVersion: 54,
                targets: [
                    .app("Harbor", ["Sources"]), .unitTests("AppTests", ["Tests"], host: "Harbor"),
                ])
        ],
        style: "swiftui", sourcesPath: "Sources", modulesPath: "Sources/Modules",
        testsPath: "Tests",
        appTarget: "Harbor", testTarget: "AppTests")

    /// A Tuist app: the workspace manifest at the root, the app's `Project.swift`, sources, tests
    /// and generated project in `Projects/App`, where its `.xcodeproj` is and `init` runs.
    static let beacon = CorpusApp(
        name: "Beacon",
        shape: "Tuist, Projects/App/{Sources,Tests}, Project.swift (objectVersion 55)",
        runFolder: "Projects/App",
        files: CorpusApp.files(
            CorpusModuleLayout.swiftUIViper.files(
                ["Nearby", "Alerts"], in: "Projects/App/Sources/Scenes")
                + [
                    "Projects/App/Resources/Assets.xcassets/Contents.json",
                    "Projects/App/Tests/Nearby/NearbyPresenterTests.swift",
                    "Projects/App/Derived/Sources/TuistAssets+Beacon.swift",
                    "Projects/App/Derived/Sources/TuistBundle+Beacon.swift",
                    "Projects/App/Derived/InfoPlists/Beacon-Info.plist",
                    "Beacon.xcworkspace/contents.xcworkspacedata",
                ],
            declaring: swiftUIAppFiles("Projects/App/Sources", app: "BeaconApp")
                .merging(navigationService("Projects/App/Sources/Services")) { $1 }
                .merging([
                    "Tuist.swift": "import ProjectDescription\n\nlet tuist = Tuist()\n",
                    "Workspace.swift": beaconWorkspace, "Projects/App/Project.swift": beaconProject,
                    ".gitignore": "*.xcodeproj\n*.xcworkspace\nDerived/\n",
                ]) { $1 }),
        projects: [
            "Projects/App/Beacon.xcodeproj": CorpusProjectFile(
                objectVersion: 55,
                targets: [
                    .app("Beacon", ["Sources", "Resources", "Derived/Sources"]),
                    .unitTests("BeaconTests", ["Tests"], host: "Beacon"),
                ])
        ],
        style: "swiftui", sourcesPath: "Sources", modulesPath: "Sources/Scenes", testsPath: "Tests",
        appTarget: "Beacon", testTarget: "BeaconTests")

    /// Orbit's package manifest.
    private static let orbitManifest = """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Orbit",
            platforms: [.iOS(.v17)],
            targets: [
                .executableTarget(name: "Orbit"),
                .testTarget(name: "OrbitTests", dependencies: ["Orbit"]),
            ]
        )

        """

    /// Harbor's XcodeGen spec.
    private static let harborSpec = """
        name: Harbor
        options:
          bundleIdPrefix: com.example
        targets:
          Harbor:
            type: application
            platform: iOS
            sources: [Sources]
          AppTests:
            type: bundle.unit-test
            platform: iOS
            sources: [Tests]
            dependencies:
              - target: Harbor

        """

    /// Beacon's Tuist workspace manifest.
    private static let beaconWorkspace = """
        import ProjectDescription

        let workspace = Workspace(name: "Beacon", projects: ["Projects/*"])

        """

    /// Beacon's app project manifest.
    private static let beaconProject = """
        import ProjectDescription

        let project = Project(
            name: "Beacon",
            targets: [
                .target(
                    name: "Beacon", destinations: .iOS, product: .app,
                    bundleId: "com.example.beacon", sources: ["Sources/**"],
                    resources: ["Resources/**"]),
                .target(
                    name: "BeaconTests", destinations: .iOS, product: .unitTests,
                    bundleId: "com.example.beaconTests", sources: ["Tests/**"],
                    dependencies: [.target(name: "Beacon")]),
            ]
        )

        """
}
