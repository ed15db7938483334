import Foundation
import Testing
import ViperGenTestSupport
import ViperGenXcode

/// Issue 12: resources go to the Copy Bundle Resources phase, headers to no phase.
@Suite("Xcode project resources")
struct XcodeResourcesTests {
    @Test func storyboardsAndAssetCatalogsGoToTheResourcesPhase() throws {
        let paths = [
            "MyApp/Classes/Modules/Payments/View/Payments.storyboard",
            "MyApp/Classes/Modules/Payments/View/PaymentsView.swift",
            "MyApp/Resources/Payments.xcassets",
        ]
        let result = try XcodeFixture.add(paths, to: try XcodeFixture.bytes(56), version: 56)
        let after = try #require(XcodeFixture.edited(result))
        try GoldenTree.assertMatches(
            text: String(decoding: after, as: UTF8.self), golden: "xcode/resources-56.pbxproj")
        try PlistLint.check(after, "resources-56")
        let parsed = try ParsedProject(after)
        let resources = parsed.built(by: "MyApp", phase: "PBXResourcesBuildPhase")
        let sources = parsed.built(by: "MyApp", phase: "PBXSourcesBuildPhase")
        #expect(resources.contains(paths[0]) && resources.contains(paths[2]))
        #expect(sources.contains(paths[1]) && !sources.contains(paths[0]))
        let text = String(decoding: after, as: UTF8.self)
        #expect(text.contains("/* Payments.storyboard in Resources */ = {isa = PBXBuildFile;"))
        #expect(text.contains("lastKnownFileType = file.storyboard; path = Payments.storyboard;"))
        #expect(text.contains("lastKnownFileType = folder.assetcatalog; path = Payments.xcassets;"))
    }

    @Test func aTargetWithoutResourcesPhaseGetsOne() throws {
        let path = "MyAppWidget/Widget.xcassets"
        let result = try XcodeFixture.add(
            [path], to: try XcodeFixture.bytes(56), version: 56, target: "MyAppWidget")
        let after = try #require(XcodeFixture.edited(result))
        try GoldenTree.assertMatches(
            text: String(decoding: after, as: UTF8.self),
            golden: "xcode/new-resources-phase-56.pbxproj")
        try PlistLint.check(after, "new-resources-phase-56")
        let parsed = try ParsedProject(after)
        #expect(parsed.built(by: "MyAppWidget", phase: "PBXResourcesBuildPhase") == [path])
        let again = try XcodeFixture.add([path], to: after, version: 56, target: "MyAppWidget")
        #expect(again == .alreadyMembers(target: "MyAppWidget"))
    }

    @Test func headersAreReferencedButNotBuilt() throws {
        let path = "MyApp/Classes/Modules/Payments/PaymentsBridge.h"
        let result = try XcodeFixture.add([path], to: try XcodeFixture.bytes(63), version: 63)
        let after = try #require(XcodeFixture.edited(result))
        let parsed = try ParsedProject(after)
        #expect(parsed.filePaths.values.contains(path))
        #expect(!String(decoding: after, as: UTF8.self).contains("PaymentsBridge.h in"))
        #expect(
            try XcodeFixture.add([path], to: after, version: 63) == .alreadyMembers(target: "MyApp")
        )
    }
}
