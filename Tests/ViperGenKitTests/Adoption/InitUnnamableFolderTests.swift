import Foundation
import Testing
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenKit

/// Issue 37, defect 2: `init` records only modules whose folder's name is a name `remove`,
/// `rename` and `check` can take; a folder named like code (`X); print("PWNED"); _ = (Y`) is
/// skipped with a note, so that `check --fix` never writes its name into the app files.
@Suite("init: folders whose names are no Swift identifier")
struct InitUnnamableFolderTests {
    /// Folder names that are no Swift identifier.
    static let hostile = [#"X); print("PWNED"); _ = (Y"#, #"a"b"#, "-rf", "$(id)"]

    @Test func theyAreSkippedWithANoteAndNeverRecorded() throws {
        let app = try InitRecordsTests.unadopted("project/MyApp")
        for name in Self.hostile {
            try app.write(
                "Sources/MyApp/Classes/Modules/\(name)/Assembly/\(name)Assembly.swift",
                "// \(name)\n")
        }

        let run = KitRun.initialize(in: app.url)

        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("Creating .viper-gen/modules/Main.json\n"), "\(run.out)")
        let records = try FileManager.default.contentsOfDirectory(
            atPath: app.path(".viper-gen/modules"))
        #expect(records == ["Main.json"])
        for name in Self.hostile {
            #expect(run.out.contains(EchoedValue(name).description), "\(name): \(run.out)")
        }
        #expect(run.out.contains("Not recorded, as no command could name them"), "\(run.out)")

        var fix = CheckOptions()
        fix.fix = true
        let check = KitRun.run(in: app.url) { [fix] environment, console in
            try Checker(options: fix, environment: environment, console: console).run()
        }
        #expect(!check.out.contains("PWNED"), "\(check.out)")
        for file in [
            "Sources/MyApp/RootApp.swift", "Sources/MyApp/RootView.swift",
            "Sources/MyApp/ApplicationViewBuilder.swift",
            "Sources/MyApp/Classes/Services/NavigationService/Views.swift",
        ] {
            #expect(!(try app.read(file)).contains("PWNED"), "\(file)")
        }
    }

    @Test func aFoundIdentifierTheNameRulesWouldRespellIsNamedAsRecorded() throws {
        let app = try InitRecordsTests.unadopted("project/MyApp")
        let folder = "Sources/MyApp/Classes/Modules/legacy_screen"
        try app.write(folder + "/Assembly/legacy_screenAssembly.swift", "// legacy\n")
        try #require(KitRun.initialize(.with { $0.quiet = true }, in: app.url).code == .success)
        let record = ".viper-gen/modules/legacy_screen.json"
        #expect(FileManager.default.fileExists(atPath: app.path(record)))

        // `legacy_screen` reads as `LegacyScreen` first; what init recorded is found next.
        var removal = RemoveOptions()
        removal.names = ["legacy_screen"]
        removal.force = true
        let run = KitRun.run(in: app.url) { [removal] environment, console in
            try Remover(options: removal, environment: environment, console: console).run()
        }

        #expect(run.code == .success, "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: app.path(record)))
        #expect(!FileManager.default.fileExists(atPath: app.path(folder)))
    }
}
