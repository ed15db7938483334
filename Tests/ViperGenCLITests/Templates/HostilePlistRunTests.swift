import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenCLI
@testable import ViperGenKit
@testable import ViperGenTemplates

/// A template's TemplateInfo.plist or a project's IDETemplateMacros.plist that is nested
/// 10,000 deep (which crashed every run) or is not UTF-8 stops a run with exit 65, naming the
/// file and the line; nothing is written.
@Suite("Hostile property lists in a run")
struct HostilePlistRunTests {
    private let limit = PropertyListValue.maximumDepth

    /// A dictionary plist with `key`, then 10,000 arrays one per line from line 3 (`<plist>`
    /// and `<dict>` are the first two levels, so line `limit + 1` goes too deep).
    private func deepPlist(key: String) -> [UInt8] {
        Array(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
                + "<key>Kind</key><string>k</string><key>\(key)</key>\n"
                + String(repeating: "<array>\n", count: 10_000)
                + String(repeating: "</array>", count: 10_000) + "</dict></plist>\n").utf8)
    }

    /// A dictionary plist whose `key` holds a string with the byte 0xE9 on line 3; with the
    /// offset of that byte.
    private func latin1Plist(key: String) -> (bytes: [UInt8], offset: Int) {
        let head = Array(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n"
                + "<key>Kind</key><string>k</string><key>\(key)</key><string>caf").utf8)
        return (head + [0xE9] + Array("</string></dict></plist>\n".utf8), head.count)
    }

    /// `bytes` written to `relative` in `folder`, with its folders.
    private func write(_ bytes: [UInt8], to relative: String, in folder: TemporaryFolder) throws {
        let url = folder.appending(relative)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Runs `module Payments` (with `--template ./Hostile` when `template`) in `folder`, and
    /// checks that it stops with exit 65, `message` in its error, and writes nothing.
    private func expectRefusal(
        in folder: TemporaryFolder, template: Bool, message: String
    ) throws {
        let before = try DirectorySnapshot(of: folder.path)
        let run = TestRun.run(
            ["module", "Payments"] + (template ? ["--template", "./Hostile"] : [])
                + TestRun.fixedFlags, in: folder.url)
        #expect(run.code == .badTemplate, "\(run.err)")
        #expect(run.err.contains(message), "\(run.err)")
        #expect(try DirectorySnapshot(of: folder.path) == before)
    }

    @Test func aTemplateInfoNestedTenThousandDeepStopsTheRun() throws {
        let folder = try TemporaryFolder("viper-gen-deep")
        try write(deepPlist(key: "Deep"), to: "Hostile/TemplateInfo.plist", in: folder)
        try folder.write("Hostile/___FILEBASENAME___.swift", "// ___FILEBASENAME___\n")
        try expectRefusal(
            in: folder, template: true,
            message: "Hostile/TemplateInfo.plist is not a usable template description: <array> "
                + "is nested more than \(limit) levels deep at line \(limit + 1): a real "
                + "TemplateInfo.plist is never that deep; the file is damaged or hostile.")
    }

    @Test func anIDETemplateMacrosNestedTenThousandDeepStopsTheRun() throws {
        let folder = try TemporaryFolder("viper-gen-deep")
        let plist = "MyApp.xcodeproj/xcshareddata/IDETemplateMacros.plist"
        try write(deepPlist(key: "TEAM"), to: plist, in: folder)
        try expectRefusal(
            in: folder, template: false,
            message: "\(plist) is not a usable IDETemplateMacros.plist: <array> is nested more "
                + "than \(limit) levels deep at line \(limit + 1): a real "
                + "IDETemplateMacros.plist is never that deep; the file is damaged or hostile.")
    }

    @Test func aTemplateInfoThatIsNotUTF8StopsTheRun() throws {
        let folder = try TemporaryFolder("viper-gen-latin1")
        let (bytes, offset) = latin1Plist(key: "Description")
        try write(bytes, to: "Hostile/TemplateInfo.plist", in: folder)
        try folder.write("Hostile/___FILEBASENAME___.swift", "// ___FILEBASENAME___\n")
        try expectRefusal(
            in: folder, template: true,
            message: "Hostile/TemplateInfo.plist is not a usable template description: it is "
                + "not valid UTF-8 text: byte 0xE9 at line 3 (byte offset \(offset)) is not "
                + "valid; save the file as UTF-8.")
    }

    @Test func anIDETemplateMacrosThatIsNotUTF8StopsTheRun() throws {
        let folder = try TemporaryFolder("viper-gen-latin1")
        let plist = "MyApp.xcodeproj/xcshareddata/IDETemplateMacros.plist"
        let (bytes, offset) = latin1Plist(key: "TEAM")
        try write(bytes, to: plist, in: folder)
        try expectRefusal(
            in: folder, template: false,
            message: "\(plist) is not a usable IDETemplateMacros.plist: it is not valid UTF-8 "
                + "text: byte 0xE9 at line 3 (byte offset \(offset)) is not valid; save the "
                + "file as UTF-8.")
    }
}
