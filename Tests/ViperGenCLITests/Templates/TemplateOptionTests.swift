import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenProject

/// Option values from the command line are checked as Xcode's dialog would constrain them.
///
/// Popups take one of their choices, checkboxes true/false/yes/no, static options none, options
/// switched off by `RequiredOptions` none; a required option without a value is refused. Each
/// refusal exits 64, names the option and the fix, and writes nothing.
@Suite("Template options")
struct TemplateOptionTests {
    private func refusal(_ arguments: [String]) throws -> TestRun {
        let output = try GuardedFolder()
        let run = TestRun.run(
            ["module", "Payments", "--template", "Screen"] + arguments + TestRun.fixedFlags,
            in: output.url, variables: XcodeTemplateFixtures.xcodeVariables)
        #expect(run.code == .usage, "\(run.err)")
        #expect(run.out.isEmpty)
        #expect(output.isUnchanged, "\(output.listing)")
        #expect(run.err.hasSuffix("See 'viper-gen module --help' for more information.\n"))
        return run
    }

    @Test func aValueOutsideAPopupsChoicesListsThem() throws {
        let run = try refusal(["--set", "interface=storyboard"])
        #expect(
            run.err.hasPrefix(
                "Error: 'storyboard' is not a choice of the option 'interface' (Interface:). "
                    + "Did you mean 'Storyboard'? Choose one of: SwiftUI, Storyboard, XIB (e.g. "
                    + "--set interface=SwiftUI); values are matched exactly.\n"), "\(run.err)")
    }

    @Test func aCheckboxTakesTrueFalseYesOrNo() throws {
        let run = try refusal(["--set", "Interactor=maybe"])
        #expect(
            run.err.hasPrefix(
                "Error: The option 'Interactor' is a checkbox: 'maybe' is not one of true, false, "
                    + "yes, no. Pass --set Interactor=true or --set Interactor=false.\n"))
    }

    @Test func aStaticOptionCannotBeSet() throws {
        let run = try refusal(["--set", "productName=Other"])
        #expect(
            run.err.hasPrefix(
                "Error: The option 'productName' is static: the template fixes its value, so "
                    + "--set productName=Other cannot change it. Drop the --set.\n"))
    }

    @Test func anOptionSwitchedOffByItsRequiredOptionsCannotBeSet() throws {
        let run = try refusal(["--set", "baseClass=UITableViewController"])
        #expect(
            run.err.hasPrefix(
                "Error: The option 'baseClass' applies only when interface is Storyboard or XIB "
                    + "(it is 'SwiftUI'). Drop --set baseClass, or also pass "
                    + "--set interface=Storyboard.\n"), "\(run.err)")
    }

    @Test func theNameArgumentCannotAlsoBeSet() throws {
        let run = try refusal(["--set", "moduleName=Other"])
        #expect(
            run.err.hasPrefix(
                "Error: --set moduleName is taken from the <name> argument; drop the --set.\n"))
    }

    @Test func aMissingRequiredOptionExits64WithTheSetThatFixesIt() throws {
        let output = try GuardedFolder()
        let run = TemplateTestRun.run(
            ["module", "Payments"] + TestRun.fixedFlags, in: output.url,
            templates: BadTemplateFixtures.source("missing-required-option"))
        #expect(run.code == .usage)
        #expect(
            run.err.hasPrefix(
                "Error: The module template needs the option 'feature' (Feature flag:), which "
                    + "has no default. Pass it with --set feature=VALUE.\n"), "\(run.err)")
        #expect(output.isUnchanged, "\(output.listing)")
        let fixed = TemplateTestRun.run(
            ["module", "Payments", "--set", "feature=on", "-q"] + TestRun.fixedFlags,
            in: output.url, templates: BadTemplateFixtures.source("missing-required-option"))
        #expect(fixed.code == .success, "\(fixed.err)")
    }

    @Test(arguments: ["yes", "YES", "true", "1"])
    func checkboxSpellingsForOnAllPickTheSameFolder(value: String) throws {
        let folder = try TemporaryFolder("viper-gen-options")
        let run = TestRun.run(
            ["module", "Payments", "--template", "Screen", "--set", "Interactor=\(value)", "-q"]
                + TestRun.fixedFlags, in: folder.url,
            variables: XcodeTemplateFixtures.xcodeVariables)
        #expect(run.code == .success, "\(run.err)")
        #expect(FileManager.default.fileExists(atPath: folder.path("PaymentsInteractor.swift")))
    }
}
