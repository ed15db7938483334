import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit

/// An app file that is not a plain, writable file is left alone with a reason that says what
/// it is; a template file that leads out of its template is refused.
@Suite("Safety: what an app or template file is", .alsoOnAPFS)
struct AppFileKindTests {
    private let rootApp = "Sources/MyApp/RootApp.swift"

    @Test func aReadOnlyRootAppIsNotReplaced() throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        let file = project.appendingPathComponent(rootApp)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        let before = try DirectorySnapshot(of: project.path)
        let run = WiringFixture.run(["module", "Payments"], in: project)
        #expect(run.code == .cannotCreate, "\(run.err)")
        #expect(run.err.contains("\(rootApp) is read-only"), "\(run.err)")
        #expect(try DirectorySnapshot(of: project.path) == before)
    }

    @Test(arguments: ["fifo", "link"])
    func aRootAppThatIsNoRegularFileIsNamedForWhatItIs(kind: String) throws {
        let (folder, project) = try WiringFixture.freshProject()
        defer { withExtendedLifetime(folder) {} }
        let file = project.appendingPathComponent(rootApp)
        let real = project.appendingPathComponent("Sources/MyApp/RealRootApp.swift")
        try FileManager.default.moveItem(at: file, to: real)
        if kind == "fifo" {
            #expect(mkfifo(file.path, 0o644) == 0)
        } else {
            try FileManager.default.createSymbolicLink(at: file, withDestinationURL: real)
        }
        let run = WiringFixture.run(["module", "Payments"], in: project)
        let what = kind == "fifo" ? "it is not a regular file" : "it is a symbolic link"
        #expect(run.err.contains("\(rootApp) was left unchanged: \(what)"), "\(run.err)")
        #expect(!run.err.contains("file not found"), "\(run.err)")
    }

    @Test func aTemplateFileLinkedOutsideTheTemplateIsRefused() throws {
        let folder = try TemporaryFolder("viper-gen-template-link")
        try folder.write("secret.txt", "key\n")
        try folder.write(
            "Team/TemplateInfo.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>Kind</key>\
            <string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string></dict></plist>
            """)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("Team/___FILEBASENAME___.swift"),
            withDestinationPath: folder.path("secret.txt"))
        let run = TestRun.run(
            ["module", "Payments", "--template", "./Team"] + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .badTemplate, "\(run.err)")
        #expect(run.err.contains("outside the template"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("Payments")))
    }
}
