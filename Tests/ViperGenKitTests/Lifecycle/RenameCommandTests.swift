import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// Issue 23: `viper-gen rename` gives a module or service a new name, and the app ends byte for
/// byte as if `module` had made it under that name: files, code, registrations, record.
@Suite("rename")
struct RenameCommandTests {
    @Test(arguments: [
        ("project/MyApp", "Payments", "Renamed Payments to Billing: 11 files, 4 registrations."),
        (
            "uikit-project/Demo", "Payments",
            "Renamed Payments to Billing: 9 files, 0 registrations."
        ),
        (
            "routed-project/Demo", "Payments",
            "Renamed Payments to Billing: 9 files, 1 registration."
        ),
        ("builder-project/Demo", "Orders", "Renamed Orders to Billing: 20 files, 0 registrations."),
        ("generic-project/Demo", "Orders", "Renamed Orders to Billing: 7 files, 0 registrations."),
    ])
    func renamingAModuleGivesWhatMakingItUnderTheNewNameGives(
        golden: String, module: String, summary: String
    ) throws {
        let renamed = try LifecycleApp.generated(golden)
        let direct = try LifecycleApp.generated(golden)
        try LifecycleApp.add(.module, [module], to: renamed)
        try LifecycleApp.add(.module, ["Billing"], to: direct)

        let run = KitRun.rename(module.lowercased(), "billing", in: renamed.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains(summary), "\(run.out)")
        #expect(try DirectorySnapshot(of: renamed.path) == DirectorySnapshot(of: direct.path))
        let check = KitRun.check(in: renamed.url)
        #expect(check.code == .success, "\(check.out)")
    }

    @Test func aModuleAmongOthersIsRenamedInTheRoutedList() throws {
        let renamed = try LifecycleApp.generated("routed-project/Demo")
        let direct = try LifecycleApp.generated("routed-project/Demo")
        try LifecycleApp.add(.module, ["Orders", "Payments", "Profile"], to: renamed)
        try LifecycleApp.add(.module, ["Orders", "Profile", "UserSettings"], to: direct)

        let run = KitRun.rename("Payments", "UserSettings", in: renamed.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(try DirectorySnapshot(of: renamed.path) == DirectorySnapshot(of: direct.path))
    }

    @Test func aServiceIsRenamedLikeAModule() throws {
        let renamed = try LifecycleApp.generated("project/MyApp")
        let direct = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.service, ["Network"], to: renamed)
        try LifecycleApp.add(.service, ["API"], to: direct)

        let run = KitRun.rename("network", "API", in: renamed.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("Renamed NetworkService to APIService: "), "\(run.out)")
        #expect(try DirectorySnapshot(of: renamed.path) == DirectorySnapshot(of: direct.path))
    }

    @Test func aDryRunShowsTheDiffsAndChangesNothing() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        let before = try DirectorySnapshot(of: app.path)

        let run = KitRun.rename("Payments", "Billing", in: app.url) { $0.dryRun = true }

        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.out.contains(
                "--- a/Sources/MyApp/Classes/Modules/Payments/View/PaymentsView.swift\n"
                    + "+++ b/Sources/MyApp/Classes/Modules/Billing/View/BillingView.swift\n"),
            "\(run.out)")
        #expect(run.out.contains("+struct BillingView"), "\(run.out)")
        #expect(run.out.contains("-    case payments"), "\(run.out)")
        #expect(run.out.contains("+    case billing"), "\(run.out)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }
}

/// Issue 23: the uses of the old types in the rest of the app: listed, or with `--everywhere`
/// rewritten in the same run (code only; strings and comments stay the user's).
@Suite("rename: uses elsewhere")
struct RenameOutsideUseTests {
    /// A file of the `project/MyApp` golden's Main module that uses Payments' types.
    private static let user = "Sources/MyApp/Classes/Modules/Main/MainPayments.swift"
    /// Its text.
    private static let text =
        "// PaymentsPresenter in a comment\nlet title = \"PaymentsRouter\"\n"
        + "func open(_ presenter: PaymentsPresenter, _ other: PaymentsPresenterFactory) {}\n"

    @Test func usesElsewhereAreListedWithTheirLines() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        try app.write(Self.user, Self.text)

        let run = KitRun.rename("Payments", "Billing", in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.err.contains(
                "still names the old types (--everywhere rewrites them):\n  "
                    + Self.user + ":3: PaymentsPresenter\n"), "\(run.err)")
        #expect(try app.read(Self.user) == Self.text)
    }

    @Test func everywhereRewritesThemInTheSameRun() throws {
        let app = try LifecycleApp.generated("project/MyApp")
        try LifecycleApp.add(.module, ["Payments"], to: app)
        try app.write(Self.user, Self.text)

        let run = KitRun.rename("Payments", "Billing", in: app.url) { $0.everywhere = true }

        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("Rewrote the old types' uses in 1 other file."), "\(run.out)")
        #expect(!run.err.contains("still names"), "\(run.err)")
        #expect(
            try app.read(Self.user)
                == "// PaymentsPresenter in a comment\nlet title = \"PaymentsRouter\"\n"
                + "func open(_ presenter: BillingPresenter, _ other: PaymentsPresenterFactory) {}\n"
        )
    }
}
