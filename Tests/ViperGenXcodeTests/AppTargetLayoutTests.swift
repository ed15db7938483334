import Foundation
import Testing
import ViperGenXcode

/// `init` reads an app's folders from its project file: the app target's sources, and the
/// unit-test target that tests it with its folder.
@Suite("App target layout")
struct AppTargetLayoutTests {
    /// The layouts of the fixture `version`, with their folders only (no group folders,
    /// files, platforms or settings, which other tests check).
    private func layouts(_ version: Int) throws -> [AppTargetLayout] {
        try AppTargetLayout.all(
            inProject: try XcodeFixture.bytes(version), file: XcodeFixture.projectFile
        ).map { layout in
            AppTargetLayout(
                name: layout.name, sourceFolders: layout.sourceFolders,
                testTarget: layout.testTarget, testFolders: layout.testFolders)
        }
    }

    @Test func theFilesTheAppTargetCompilesAndItsPlatformAreListed() throws {
        let found = try #require(
            try AppTargetLayout.all(
                inProject: try XcodeFixture.bytes(56), file: XcodeFixture.projectFile
            ).first)
        #expect(found.platforms == [.iOS])
        #expect(found.compiledFiles.contains("MyApp/MyAppApp.swift"), "\(found.compiledFiles)")
        #expect(!found.compiledFiles.contains { $0.hasPrefix("MyAppTests/") })
        #expect(found.builds("MyApp/MyAppApp.swift"))
        #expect(!found.builds("MyAppTests/MyAppTests.swift"))
        #expect(found.productName == "MyApp")
        #expect(found.bridgingHeader == nil)
    }

    private let myApp = AppTargetLayout(
        name: "MyApp", sourceFolders: ["MyApp"], testTarget: "MyAppTests",
        testFolders: ["MyAppTests"])

    @Test(arguments: XcodeFixture.versions.filter { ![51, 53, 77].contains($0) })
    func theAppTargetsSourcesAndItsTestTargetAreFound(version: Int) throws {
        // Classic groups: the deepest folder common to the Swift files each target compiles.
        #expect(try layouts(version) == [myApp])
    }

    @Test(arguments: [51, 53])
    func everyApplicationTargetIsListedAndOnlyTheTestedOneHasTests(version: Int) throws {
        let dev = AppTargetLayout(
            name: "MyApp Dev", sourceFolders: ["MyApp"], testTarget: nil, testFolders: [])
        #expect(try layouts(version) == [myApp, dev])
    }

    @Test func theGroupsInsideTheSourcesAreListed() throws {
        let found = try AppTargetLayout.all(
            inProject: try XcodeFixture.bytes(56), file: XcodeFixture.projectFile)
        #expect(
            found.map(\.groupFolders) == [
                // Groups without a path of their own (Resources) stand for MyApp itself.
                [
                    "MyApp/Classes", "MyApp/Classes/Modules", "MyApp/Classes/Modules/Main",
                    "MyApp/Classes/Shared", "MyApp/Preview Content",
                ]
            ])
    }

    @Test func theExceptionsOfASynchronizedFolderAreNotBuiltByTheTarget() throws {
        let found = try #require(
            try AppTargetLayout.all(
                inProject: try XcodeFixture.bytes(77), file: XcodeFixture.projectFile
            ).first)
        #expect(found.synchronizedFolders == ["MyApp"])
        #expect(
            found.excludedFiles == ["MyApp/Classes/Modules/Main/MainNotes.md", "MyApp/Info.plist"])
        #expect(found.builds("MyApp/Classes/Modules/Main/MainView.swift"))
        #expect(!found.builds("MyApp/Info.plist"))
        #expect(!found.builds("MyAppTests/MyAppTests.swift"))
    }

    @Test func testsInAnotherTargetsSynchronizedFolderAreNoFolderOfTheTestTarget() throws {
        // NetNewsWire: the iOS test target compiles two files of Tests/AppTests, which lies in
        // the synchronized folder Tests of the Mac test target: a new file there would be built
        // by the Mac tests, so Tests/AppTests is not a folder of AppTests.
        let project = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 77;
            \tobjects = {
            \t\t000000000000000000000001 = {isa = PBXFileReference; path = "App/AppDelegate.swift"; sourceTree = SOURCE_ROOT; };
            \t\t000000000000000000000002 = {isa = PBXFileReference; path = "Tests/AppTests/OneTests.swift"; sourceTree = SOURCE_ROOT; };
            \t\tB00000000000000000000001 = {isa = PBXBuildFile; fileRef = 000000000000000000000001; };
            \t\tB00000000000000000000002 = {isa = PBXBuildFile; fileRef = 000000000000000000000002; };
            \t\tC0000000000000000000000C = {isa = PBXFileSystemSynchronizedRootGroup; path = Tests; sourceTree = "<group>"; };
            \t\tA0000000000000000000000A = {isa = PBXGroup; children = (000000000000000000000001, 000000000000000000000002, C0000000000000000000000C); sourceTree = "<group>"; };
            \t\tE00000000000000000000001 = {isa = PBXSourcesBuildPhase; files = (B00000000000000000000001); };
            \t\tE00000000000000000000002 = {isa = PBXSourcesBuildPhase; files = (B00000000000000000000002); };
            \t\tD00000000000000000000001 = {isa = PBXNativeTarget; buildPhases = (E00000000000000000000001); name = App; productType = "com.apple.product-type.application"; };
            \t\tD00000000000000000000002 = {isa = PBXNativeTarget; buildPhases = (E00000000000000000000002); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
            \t\tD00000000000000000000003 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (C0000000000000000000000C); name = MacTests; productType = "com.apple.product-type.bundle.unit-test"; };
            \t\tP0000000000000000000000P = {isa = PBXProject; mainGroup = A0000000000000000000000A; targets = (D00000000000000000000001, D00000000000000000000002, D00000000000000000000003); };
            \t};
            \trootObject = P0000000000000000000000P;
            }
            """
        let found = try #require(
            try AppTargetLayout.all(
                inProject: Array(project.utf8), file: "P.xcodeproj/project.pbxproj"
            )
            .first)
        #expect(found.testTarget == "AppTests")
        #expect(found.testFolders == [])
        #expect(found.testFoldersOfOtherTargets == ["Tests/AppTests"])
    }

    @Test func synchronizedAndClassicFoldersOfOneTargetAreBothListed() throws {
        var mixed = myApp
        mixed.sourceFolders = ["Legacy", "MyApp"]
        #expect(try layouts(77) == [mixed])
    }

    @Test func filesAtTheTopAndInSeveralFoldersGiveOneFolderPerTopFolder() throws {
        let files = [
            "AppDelegate.swift", "App/Screens/Home.swift", "App/Root.swift",
            "Shared/Deep/Util.swift", "Shared/Deep/More/Other.swift", "Resources/Info.plist",
        ]
        let found = try AppTargetLayout.all(
            inProject: Array(Self.project(building: files).utf8),
            file: "P.xcodeproj/project.pbxproj")
        #expect(found.map(\.sourceFolders) == [[".", "App", "Shared/Deep"]])
        #expect(found.map(\.testTarget) == [nil])
    }

    /// A project whose one app target builds `files`, each referenced from the project's folder.
    private static func project(building files: [String]) -> String {
        let ids = files.indices.map { String(format: "%024X", $0 + 1) }
        let buildIDs = files.indices.map { String(format: "B%023X", $0 + 1) }
        let references = files.indices.map {
            "\t\t\(ids[$0]) = {isa = PBXFileReference; path = \"\(files[$0])\"; "
                + "sourceTree = SOURCE_ROOT; };"
        }
        let builds = files.indices.map {
            "\t\t\(buildIDs[$0]) = {isa = PBXBuildFile; fileRef = \(ids[$0]); };"
        }
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \(references.joined(separator: "\n"))
            \(builds.joined(separator: "\n"))
            \t\tA0000000000000000000000A = {isa = PBXGroup; children = (\(ids.joined(separator: ", ")));
            sourceTree = "<group>"; };
            \t\tE0000000000000000000000E = {isa = PBXSourcesBuildPhase; files = (\(buildIDs.joined(separator: ", "))); };
            \t\tD0000000000000000000000D = {isa = PBXNativeTarget; buildPhases = (E0000000000000000000000E);
            name = App; productType = "com.apple.product-type.application"; };
            \t\tP0000000000000000000000P = {isa = PBXProject; mainGroup = A0000000000000000000000A;
            targets = (D0000000000000000000000D); };
            \t};
            \trootObject = P0000000000000000000000P;
            }
            """
    }
}
