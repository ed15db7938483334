import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit

/// Xcode templates that keep their "no option" files in `Default/` (uber's RIBs, the TCA
/// template) write the folder the options name, else `Default/`, flat and never both.
@Suite("Default folder templates")
struct DefaultFolderTemplateTests {
    /// Writes a file template `name` to `folder` with the `Options` entries `options` (plist
    /// dictionaries) and, for each path, a file naming its folder.
    private func writeTemplate(
        _ name: String, options: String, paths: [String], in folder: TemporaryFolder
    ) throws {
        try folder.write(
            "\(name)/TemplateInfo.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>Kind</key>\
            <string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string>\
            <key>Options</key><array><dict><key>Identifier</key><string>productName</string>\
            <key>Type</key><string>text</string><key>Name</key><string>Name:</string></dict>\
            \(options)</array></dict></plist>
            """)
        for path in paths {
            let variant = path.split(separator: "/").first.map(String.init) ?? ""
            try folder.write("\(name)/\(path)", "// \(variant)\n")
        }
    }

    /// Runs `module <module> --template ./<template>` with `settings` in `folder`, and returns
    /// what it wrote below `Out`, each path with its text.
    private func written(
        _ module: String, template: String, settings: [String] = [], in folder: TemporaryFolder
    ) throws -> [String: String] {
        let run = TestRun.run(
            ["module", module, "--template", "./\(template)", "-o", "Out", "-q"] + settings
                + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .success, "\(run.err)")
        defer { try? FileManager.default.removeItem(at: folder.appending("Out")) }
        return try DirectorySnapshot(of: folder.path("Out")).entries.reduce(into: [:]) {
            files, entry in
            if case .file(let bytes) = entry.value {
                files[entry.key] = String(decoding: bytes, as: UTF8.self)
            } else {
                files[entry.key] = "(\(entry.value))"
            }
        }
    }

    @Test func aRIBsTemplateWritesTheNamedFolderElseDefaultFlat() throws {
        let folder = try TemporaryFolder("viper-gen-default-ribs")
        let kinds = ["Builder", "Interactor", "Router"]
        try writeTemplate(
            "RIB",
            options: """
                <dict><key>Identifier</key><string>ownsView</string><key>Type</key>\
                <string>checkbox</string><key>Name</key><string>Owns view</string>\
                <key>Default</key><string>true</string></dict>
                """,
            paths: kinds.map { "Default/___FILEBASENAME___\($0).swift" }
                + (kinds + ["ViewController"]).map { "ownsView/___FILEBASENAME___\($0).swift" },
            in: folder)
        let withView = try written("Payments", template: "RIB", in: folder)
        #expect(
            withView == [
                "PaymentsBuilder.swift": "// ownsView\n",
                "PaymentsInteractor.swift": "// ownsView\n",
                "PaymentsRouter.swift": "// ownsView\n",
                "PaymentsViewController.swift": "// ownsView\n",
            ])
        let withoutView = try written(
            "Payments", template: "RIB", settings: ["--set", "ownsView=false"], in: folder)
        #expect(
            withoutView == [
                "PaymentsBuilder.swift": "// Default\n",
                "PaymentsInteractor.swift": "// Default\n",
                "PaymentsRouter.swift": "// Default\n",
            ])
        let show = TestRun.run(["templates", "show", "./RIB"], in: folder.url)
        #expect(
            show.out.hasSuffix(
                "VARIANT FOLDERS (named by ownsView, else Default; one is used, with the other "
                    + "files):\n  Default/\n  ownsView/\n"), "\(show.out)")
    }

    @Test func aTCATemplateWithOnlyDefaultWritesItFlat() throws {
        let folder = try TemporaryFolder("viper-gen-default-tca")
        try writeTemplate(
            "TCA", options: "",
            paths: [
                "Default/___FILEBASENAME___Feature.swift", "Default/___FILEBASENAME___View.swift",
            ],
            in: folder)
        #expect(
            try written("Counter", template: "TCA", in: folder) == [
                "CounterFeature.swift": "// Default\n",
                "CounterView.swift": "// Default\n",
            ])
        let show = TestRun.run(["templates", "show", "./TCA"], in: folder.url)
        #expect(
            show.out.hasSuffix(
                "VARIANT FOLDERS (no option names one, so Default is used, with the other "
                    + "files):\n  Default/\n"), "\(show.out)")
    }
}
