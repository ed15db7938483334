import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenTemplates

/// Template files that cannot be read exit 65 naming the file and the reason, without hanging
/// on FIFOs, and write nothing.
@Suite("Safety: unreadable template files", .alsoOnAPFS)
struct SafetyUnreadableTemplateTests {
    /// Runs `module Payments` with a copy of the valid fixture broken by `breakCopy`, which
    /// gets the copied `module` folder and returns the path the error must name.
    private func expectRefusal(
        reason: String, breakCopy: (URL) throws -> String
    ) throws {
        let templates = try TemporaryFolder("viper-gen-templates")
        let root = try BadTemplateFixtures.copy("valid", into: templates.url)
        let broken = try breakCopy(root.appendingPathComponent("module"))
        defer { chmod(broken, 0o755) }
        let output = try GuardedFolder()
        let run = TemplateTestRun.run(
            ["module", "Payments"] + TestRun.fixedFlags, in: output.url,
            templates: FolderTemplateSource(root: root))
        #expect(run.code == .badTemplate)
        #expect(run.err == "Error: \(broken) cannot be read: \(reason).\n")
        #expect(output.isUnchanged, "\(output.listing)")
    }

    @Test func danglingSymbolicLink() throws {
        try expectRefusal(reason: "it is a symbolic link to a missing file") { module in
            let link = module.appendingPathComponent("___FILEBASENAME___/Gone.swift")
            try FileManager.default.createSymbolicLink(
                atPath: link.path, withDestinationPath: "Missing.swift")
            return link.path
        }
    }

    @Test func symbolicLinkToAFolder() throws {
        try expectRefusal(
            reason: "it is a symbolic link to a folder, which templates do not follow"
        ) { module in
            let link = module.appendingPathComponent("Shared")
            try FileManager.default.createSymbolicLink(
                atPath: link.path, withDestinationPath: "/tmp")
            return link.path
        }
    }

    @Test(.timeLimit(.minutes(1))) func fifoIsRefusedWithoutBlocking() throws {
        try expectRefusal(reason: "it is not a regular file") { module in
            let fifo = module.appendingPathComponent("___FILEBASENAME___/Pipe.swift").path
            #expect(mkfifo(fifo, 0o644) == 0)
            return fifo
        }
    }

    @Test(.enabled(if: geteuid() != 0, "root reads chmod 000 files; runs as non-root"))
    func fileWithoutReadPermission() throws {
        try expectRefusal(reason: "permission denied") { module in
            let file = module.appendingPathComponent(
                "___FILEBASENAME___/___FILEBASENAME___View.swift")
            #expect(chmod(file.path, 0) == 0)
            return file.path
        }
    }

    @Test(.enabled(if: geteuid() != 0, "root lists chmod 000 folders; runs as non-root"))
    func folderWithoutReadPermission() throws {
        try expectRefusal(reason: "permission denied") { module in
            let folder = module.appendingPathComponent("___FILEBASENAME___")
            #expect(chmod(folder.path, 0) == 0)
            return folder.path
        }
    }
}
