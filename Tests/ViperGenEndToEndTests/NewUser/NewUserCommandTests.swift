import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 37, "What a new user tripped on": `project --style`, a case-only rename, a quiet dry
/// run, and `xcode install` on a system without Xcode.
@Suite("What a new user tripped on")
struct NewUserCommandTests {
    @Test(arguments: ["uikit", "routed", "builder", "generic", "swiftui"])
    func projectTakesStyleAsInitDoes(style: String) throws {
        let folder = try TemporaryFolder("viper-gen-newuser")
        let byStyle = TestRun.run(
            ["project", "Shop", "--style", style, "-q"] + TestRun.fixedFlags, in: folder.url)
        #expect(byStyle.code == .success, "\(byStyle.err)")
        let byTemplate = TestRun.run(
            ["project", "Shop", "--template", style, "-q", "-o", "Other"] + TestRun.fixedFlags,
            in: folder.url)
        #expect(byTemplate.code == .success, "\(byTemplate.err)")
        // The same word makes the same project, byte for byte.
        #expect(
            try GoldenTree.files(under: folder.appending("Shop"))
                == GoldenTree.files(under: folder.appending("Other/Shop")))
        #expect(try folder.read("Shop/.viper-gen.json").contains("\"style\" : \"\(style)\""))
    }

    @Test func projectRefusesAnUnknownStyleAndStyleWithTemplate() throws {
        let folder = try TemporaryFolder("viper-gen-newuser")
        let unknown = TestRun.run(["project", "Shop", "--style", "mvvm"], in: folder.url)
        #expect(unknown.code == .usage)
        #expect(
            unknown.err.hasPrefix(
                "Error: Unknown style 'mvvm' for --style; the styles are swiftui, uikit, routed, "
                    + "builder, generic.\n"), "\(unknown.err)")
        for arguments in [
            ["--style", "uikit", "--template", "routed"],
            ["--template", "routed", "--style", "uikit"],
        ] {
            let both = TestRun.run(["project", "Shop"] + arguments, in: folder.url)
            #expect(both.code == .usage)
            #expect(both.err.hasPrefix("Error: --style and --template both choose the template"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        // `module` keeps its advice: in a project, modules take the project's style.
        let module = TestRun.run(["module", "Pay", "--style", "uikit"], in: folder.url)
        #expect(module.code == .usage)
        #expect(module.err.contains("Choose the style with --template"), "\(module.err)")
    }

    @Test func aRenameThatChangesOnlyTheLetterCaseIsAUsageErrorThatSaysHow() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(["module", "Pay"], to: app)
        let before = try DirectorySnapshot(of: app.path)

        let run = TestRun.run(["rename", "Pay", "PAY"], in: app.url)

        #expect(run.code == .usage, "\(run.err)")
        #expect(
            run.err.hasPrefix(
                "Error: 'PAY' differs from 'Pay' only in letter case, and a Mac's disk (APFS) "
                    + "takes the two for one name; nothing was renamed. Rename in two steps: "
                    + "viper-gen rename Pay PayRenamed, then viper-gen rename PayRenamed PAY.\n"),
            "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
        // The two steps it advises go through.
        for (old, new) in [("Pay", "PayRenamed"), ("PayRenamed", "PAY")] {
            let step = TestRun.run(["rename", old, new, "-q"], in: app.url)
            #expect(step.code == .success, "\(step.err)")
        }
        #expect(
            FileManager.default.fileExists(atPath: app.path("Sources/MyApp/Classes/Modules/PAY")))
    }

    @Test func aQuietDryRunPrintsNothingButErrorsAndWritesNothing() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(["module", "Pay"], to: app)
        let before = try DirectorySnapshot(of: app.path)
        for arguments in [
            ["module", "Zed"], ["service", "Network"], ["remove", "Pay"],
            ["rename", "Pay", "Bill"],
            ["update"], ["check", "--fix"],
        ] {
            let loud = TestRun.run(arguments + ["--dry-run"], in: app.url)
            let quiet = TestRun.run(arguments + ["--dry-run", "-q"], in: app.url)
            #expect(quiet.code == loud.code, "\(arguments)")
            #expect(quiet.out.isEmpty, "\(arguments): \(quiet.out)")
            #expect(quiet.err.isEmpty, "\(arguments): \(quiet.err)")
            #expect(try DirectorySnapshot(of: app.path) == before, "\(arguments)")
        }
        // Negative control: without -q the dry run shows its tree.
        let loud = TestRun.run(["module", "Zed", "--dry-run"], in: app.url)
        #expect(loud.out.hasPrefix("Dry run: nothing was written."), "\(loud.out)")
        // A refused quiet dry run still says why.
        let refused = TestRun.run(["module", "Pay", "--dry-run", "-q"], in: app.url)
        #expect(refused.code != .success)
        #expect(refused.out.isEmpty)
        #expect(!refused.err.isEmpty)
    }

    /// Runs `xcode install` with `HOME` in `folder`, on `platform`.
    private func install(
        _ arguments: [String], in folder: TemporaryFolder, platform: HostPlatform
    ) -> TestRun {
        let captured = CapturedConsole()
        var environment = TestRun.environment(
            in: folder.url, variables: ["HOME": folder.path("home")])
        environment.platform = platform
        let code = ViperGenTool.run(
            arguments: ["xcode", "install"] + arguments, environment: environment,
            console: captured.console)
        return TestRun(code: code, out: captured.out, err: captured.err)
    }

    @Test func xcodeInstallWithoutXcodeSaysWhereItWroteAndThatXcodeIsNotHere() throws {
        let folder = try TemporaryFolder("viper-gen-newuser")
        let destination = "home/Library/Developer/Xcode/Templates/File Templates/viper-gen"
        let note =
            "Note: Xcode is not on this system (Linux): the templates were written to "
            + "\(destination), where a Mac's Xcode looks for them. Copy that folder to the same "
            + "place on a Mac, or give --dest to write them elsewhere.\n"
        for quiet in [[], ["-q"]] {
            let run = install(quiet, in: folder, platform: .linux)
            #expect(run.code == .success, "\(run.err)")
            #expect(run.err == note, "\(run.err)")
            #expect(quiet.isEmpty == run.out.contains("in \(destination)."), "\(run.out)")
        }
        #expect(FileManager.default.fileExists(atPath: folder.path(destination)))
        // With --dest the user chose the place; on a Mac Xcode is there: no note.
        #expect(install(["--dest", "X"], in: folder, platform: .linux).err.isEmpty)
        #expect(install([], in: folder, platform: .macOS).err.isEmpty)
        #expect(HostPlatform.current.hasXcode == (HostPlatform.current == .macOS))
    }
}
