import Foundation
import Testing
import ViperGenTestSupport
import ViperGenXcode

/// Issue 12: which target receives the files, and what happens when that is not clear.
@Suite("Xcode project targets")
struct XcodeTargetTests {
    private let module = XcodeFixture.module("Payments", in: "MyApp/Classes/Modules")

    @Test(arguments: [51, 53])
    func twoApplicationTargetsBuildingTheFolderAreAmbiguous(version: Int) throws {
        let bytes = try XcodeFixture.bytes(version)
        #expect(throws: XcodeProjectError.ambiguousTarget(candidates: ["MyApp", "MyApp Dev"])) {
            try addFiles(module, toProject: bytes, projectFile: "MyApp.xcodeproj", target: nil)
        }
    }

    @Test func theAmbiguousTargetMessageSaysWhatToDo() throws {
        let error = XcodeProjectError.ambiguousTarget(candidates: ["MyApp", "MyApp Dev"])
        try GoldenTree.assertMatches(
            text: error.description + "\n", golden: "xcode/ambiguous-target.txt")
        #expect(error.description.contains("pass --target NAME"))
    }

    @Test(arguments: [46, 56, 77])
    func theTestTargetIsTheOneThatDependsOnTheApp(version: Int) throws {
        let finder = TestTargetFinder(projectFile: "MyApp.xcodeproj/project.pbxproj")
        let bytes = try XcodeFixture.bytes(version)
        #expect(try finder.testTarget(testing: "MyApp", in: bytes) == "MyAppTests")
        // No unit-test target tests the widget, and there is no such target at all.
        #expect(try finder.testTarget(testing: "MyAppWidget", in: bytes) == nil)
        #expect(try finder.testTarget(testing: "Nope", in: bytes) == nil)
    }

    @Test func aNamedTargetIsUsed() throws {
        let result = try XcodeFixture.add(
            module, to: try XcodeFixture.bytes(53), version: 53, target: "MyApp Dev")
        let after = try #require(XcodeFixture.edited(result))
        guard case .edited(_, _, let target) = result else { return }
        #expect(target == "MyApp Dev")
        let parsed = try ParsedProject(after)
        let dev = parsed.built(by: "MyApp Dev", phase: "PBXSourcesBuildPhase")
        let app = parsed.built(by: "MyApp", phase: "PBXSourcesBuildPhase")
        #expect(module.allSatisfy(dev.contains))
        #expect(!app.contains { $0.contains("Payments") })
    }

    @Test func anUnknownTargetListsTheTargets() throws {
        let bytes = try XcodeFixture.bytes(56)
        let expected = XcodeProjectError.unknownTarget(
            name: "App", available: ["MyApp", "MyAppTests", "MyAppWidget"])
        #expect(throws: expected) {
            try addFiles(module, toProject: bytes, projectFile: "MyApp.xcodeproj", target: "App")
        }
        #expect(
            expected.description
                == "The Xcode project has no target named \"App\"; pass --target NAME with one "
                + "of: MyApp, MyAppTests, MyAppWidget.")
    }

    @Test(arguments: [
        ("MyAppWidget/Payments/PaymentsView.swift", "MyAppWidget"),
        ("MyAppTests/Payments/PaymentsTests.swift", "MyAppTests"),
    ])
    func testAndExtensionTargetsAreNeverChosenImplicitly(path: String, only: String) throws {
        let bytes = try XcodeFixture.bytes(56)
        let refusal = XcodeProjectError.onlyExplicitTargets(candidates: [only])
        #expect(throws: refusal) {
            try addFiles([path], toProject: bytes, projectFile: "MyApp.xcodeproj", target: nil)
        }
        // Issue 22: one target is not "more than one"; the message names the flag to pass.
        #expect(
            refusal.description
                == "Only test or extension targets build that folder (\(only)), and viper-gen "
                + "adds files to those only when named: pass --target \(only) to add them there, "
                + "or --target NAME with the app's target.")
        let named = try addFiles(
            [path], toProject: bytes, projectFile: "MyApp.xcodeproj", target: only)
        let after = try #require(XcodeFixture.edited(named))
        #expect(
            try ParsedProject(after).built(by: only, phase: "PBXSourcesBuildPhase")
                .contains(path))
    }

    @Test func aFolderNoTargetBuildsGoesToTheOnlyApplicationTarget() throws {
        let path = "Features/Payments/PaymentsView.swift"
        let result = try XcodeFixture.add([path], to: try XcodeFixture.bytes(60), version: 60)
        let after = try #require(XcodeFixture.edited(result))
        let parsed = try ParsedProject(after)
        #expect(parsed.built(by: "MyApp", phase: "PBXSourcesBuildPhase").contains(path))
        // The new Features group is appended to the main group's children, after Pods.
        let mainGroup = try #require(parsed.project["mainGroup"] as? String)
        let children = try #require(parsed.objects[mainGroup]?["children"] as? [String])
        #expect(parsed.objects[children.last ?? ""]?["path"] as? String == "Features")
    }

    @Test func aFolderNoTargetBuildsWithTwoApplicationTargetsIsAmbiguous() throws {
        let bytes = try XcodeFixture.bytes(51)
        #expect(throws: XcodeProjectError.ambiguousTarget(candidates: ["MyApp", "MyApp Dev"])) {
            try addFiles(
                ["Features/F.swift"], toProject: bytes, projectFile: "MyApp.xcodeproj",
                target: nil)
        }
    }

    @Test func aProjectWithoutApplicationTargetsNeedsATargetName() throws {
        let bytes = MiniProject.bytes(productType: "com.apple.product-type.framework")
        #expect(throws: XcodeProjectError.noApplicationTarget(available: ["Kit"])) {
            try addFiles(
                ["Other/A.swift"], toProject: bytes, projectFile: "K.xcodeproj", target: nil)
        }
        let result = try addFiles(
            ["Sources/Sub/B.swift"], toProject: bytes, projectFile: "K.xcodeproj", target: nil)
        #expect(XcodeFixture.edited(result) != nil, "the framework builds Sources/")
    }
}
