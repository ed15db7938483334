import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// An Xcode file template with a popup, a combo, a checkbox and a static option renders the
/// variant folder Xcode would pick for each choice (goldens under
/// Tests/Goldens/xcode-templates), with `.storyboard` and `.xib` files rendered and images
/// copied byte for byte.
@Suite("Xcode templates: variants")
struct XcodeTemplateGoldenTests {
    @Test(arguments: [
        ("screen-default", [String]()),
        ("screen-swiftui-interactor", ["--set", "Interactor=yes"]),
        (
            "screen-storyboard-interactor",
            ["--set", "interface=Storyboard", "--set", "Interactor=true"]
        ),
        (
            "screen-xib-table",
            ["--set", "interface=XIB", "--set", "baseClass=UITableViewController"]
        ),
        (
            "screen-xib-custom-base",
            ["--set", "interface=XIB", "--set", "baseClass=BaseViewController"]
        ),
    ])
    func choicesRenderTheirVariantFolder(golden: String, arguments: [String]) throws {
        let folder = try TemporaryFolder("viper-gen-xcode")
        let run = TestRun.run(
            ["module", "Payments", "--template", "Screen", "-q"] + arguments + TestRun.fixedFlags,
            in: folder.url, variables: XcodeTemplateFixtures.xcodeVariables)
        #expect(run.code == .success, "\(run.err)")
        try GoldenTree.assertMatches(folder.url, golden: "xcode-templates/\(golden)")
    }

    @Test func imagesAreCopiedByteForByteAndTemplateIconsAreLeftOut() throws {
        let folder = try TemporaryFolder("viper-gen-xcode")
        let run = TestRun.run(
            ["module", "Orders", "--template", "screen", "--set", "interface=Storyboard", "-q"]
                + TestRun.fixedFlags, in: folder.url,
            variables: XcodeTemplateFixtures.xcodeVariables)
        #expect(run.code == .success, "\(run.err)")
        let source = try Data(
            contentsOf: XcodeTemplateFixtures.screen.appendingPathComponent(
                "Storyboard/___FILEBASENAME___Placeholder.png"))
        let copied = try Data(contentsOf: folder.appending("OrdersPlaceholder.png"))
        #expect(copied == source)
        #expect(String(decoding: copied, as: UTF8.self).contains("___FILEBASENAME___"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(
            names == [
                "Orders.storyboard", "OrdersPlaceholder.png", "OrdersViewController.swift",
            ])
    }

    @Test func theStaticOptionRendersItsDefaultFromTheName() throws {
        let folder = try TemporaryFolder("viper-gen-xcode")
        let run = TestRun.run(
            ["module", "payment-details", "--template", "Screen", "-q"] + TestRun.fixedFlags,
            in: folder.url, variables: XcodeTemplateFixtures.xcodeVariables)
        #expect(run.code == .success, "\(run.err)")
        let model = try folder.read("PaymentDetailsViewModel.swift")
        #expect(model.contains(#"var title = "PaymentDetails""#), "\(model)")
    }
}
