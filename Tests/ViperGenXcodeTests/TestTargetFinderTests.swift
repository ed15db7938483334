import Testing
import ViperGenXcode

/// Issue 22: the unit-test target that tests an app target is the one hosted in it (TEST_HOST
/// or BUNDLE_LOADER) or depending on it, else the one named `<App>Tests`; `--test-target`
/// names one.
@Suite("Test target finder")
struct TestTargetFinderTests {
    private let finder = TestTargetFinder(projectFile: "Shop.xcodeproj/project.pbxproj")
    private typealias Bundle = HostedTestsProject.Bundle

    /// TEST_HOST as Xcode writes it for an iOS app, and a macOS app's.
    private static let iOSHost = "$(BUILT_PRODUCTS_DIR)/Shop.app/Shop"
    private static let macHost = "${BUILT_PRODUCTS_DIR}/Shop.app/Contents/MacOS/Shop"

    @Test(arguments: [
        ["TEST_HOST": iOSHost, "BUNDLE_LOADER": "$(TEST_HOST)"], ["TEST_HOST": macHost],
        ["BUNDLE_LOADER": iOSHost],
    ])
    func theTestTargetHostedInTheAppTestsIt(settings: [String: String]) throws {
        // Neither the dependency nor the name says it: only the host does.
        let bytes = HostedTestsProject.bytes(bundles: [
            Bundle(name: "Checks"), Bundle(name: "Specs", settings: settings),
        ])
        #expect(try finder.testTarget(testing: "Shop", in: bytes) == "Specs")
    }

    @Test func theHostIsTheAppsProductNotItsTargetName() throws {
        let hostedInStore = Bundle(
            name: "Specs", settings: ["TEST_HOST": "$(BUILT_PRODUCTS_DIR)/Store.app/Store"])
        let hostedInShop = Bundle(name: "Specs", settings: ["TEST_HOST": Self.iOSHost])
        // PRODUCT_NAME wins over productName; $(TARGET_NAME) is the target's name.
        let renamed = HostedTestsProject.bytes(
            appSettings: ["PRODUCT_NAME": "Store"], bundles: [hostedInStore, Bundle(name: "B")])
        #expect(try finder.testTarget(testing: "Shop", in: renamed) == "Specs")
        let byTargetName = HostedTestsProject.bytes(
            productName: "Other", appSettings: ["PRODUCT_NAME": "$(TARGET_NAME)"],
            bundles: [hostedInShop, Bundle(name: "B")])
        #expect(try finder.testTarget(testing: "Shop", in: byTargetName) == "Specs")
        let byProductName = HostedTestsProject.bytes(
            productName: "Store", bundles: [hostedInStore, Bundle(name: "B")])
        #expect(try finder.testTarget(testing: "Shop", in: byProductName) == "Specs")
        // Another app's product does not host the app's tests.
        let elsewhere = HostedTestsProject.bytes(bundles: [hostedInStore, Bundle(name: "B")])
        #expect(try finder.testTarget(testing: "Shop", in: elsewhere) == nil)
    }

    @Test func aHostedAndADependentTargetAreBothCandidatesAndTheNameDecides() throws {
        let hosted = Bundle(name: "Specs", settings: ["TEST_HOST": Self.iOSHost])
        let dependent = Bundle(name: "ShopTests", dependsOnApp: true)
        let named = HostedTestsProject.bytes(bundles: [hosted, dependent, Bundle(name: "X")])
        #expect(try finder.testTarget(testing: "Shop", in: named) == "ShopTests")
        // Two candidates and neither is <App>Tests: none, as before.
        let unnamed = Bundle(name: "Checks", dependsOnApp: true)
        let neither = HostedTestsProject.bytes(bundles: [hosted, unnamed])
        #expect(try finder.testTarget(testing: "Shop", in: neither) == nil)
    }

    @Test func aUITestTargetHostedInTheAppIsNeverChosen() throws {
        let ui = Bundle(
            name: "ShopUITests", productType: "com.apple.product-type.bundle.ui-testing",
            settings: ["TEST_HOST": Self.iOSHost], dependsOnApp: true)
        let bytes = HostedTestsProject.bytes(bundles: [ui, Bundle(name: "ShopTests")])
        #expect(try finder.testTarget(testing: "Shop", in: bytes) == "ShopTests")
        let only = HostedTestsProject.bytes(bundles: [ui])
        #expect(try finder.testTarget(testing: "Shop", in: only) == nil)
    }

    @Test func aNamedTestTargetReceivesTheTests() throws {
        let bytes = HostedTestsProject.bytes(bundles: [
            Bundle(name: "ShopTests", dependsOnApp: true), Bundle(name: "Snapshots"),
        ])
        let edit = XcodeProjectEdit(projectFile: "Shop.xcodeproj/project.pbxproj")
        let found = try edit.addTests(
            ["ShopTests/PaymentsTests.swift"], testing: "Shop", toProject: bytes)
        #expect(found?.target == "ShopTests")
        var named = edit
        named.target = "Snapshots"
        let chosen = try named.addTests(
            ["Snapshots/PaymentsTests.swift"], testing: "Shop", toProject: bytes)
        guard case .edited(_, let added, let target)? = chosen else {
            Issue.record("expected an edit, got \(String(describing: chosen))")
            return
        }
        #expect(target == "Snapshots")
        #expect(added == ["Snapshots/PaymentsTests.swift"])
    }

    @Test(arguments: ["Nope", "Shop", "ShopUITests"])
    func aNamedTargetThatIsNoUnitTestBundleIsRefusedWithTheUnitTestTargets(name: String) throws {
        let ui = Bundle(
            name: "ShopUITests", productType: "com.apple.product-type.bundle.ui-testing")
        let bytes = HostedTestsProject.bytes(bundles: [Bundle(name: "ShopTests"), ui])
        let edit = XcodeProjectEdit(projectFile: "Shop.xcodeproj/project.pbxproj", target: name)
        let refusal = XcodeProjectError.unknownTestTarget(name: name, available: ["ShopTests"])
        #expect(throws: refusal) {
            try edit.addTests(["ShopTests/A.swift"], testing: "Shop", toProject: bytes)
        }
        #expect(
            refusal.description
                == "The Xcode project has no unit-test target named \"\(name)\"; pass "
                + "--test-target NAME with one of: ShopTests.")
        let none = XcodeProjectError.unknownTestTarget(name: name, available: [])
        #expect(none.description.contains("has no unit-test target, so none is named"))
    }
}
