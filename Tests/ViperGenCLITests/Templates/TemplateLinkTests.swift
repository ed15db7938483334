import Foundation
import Testing
import ViperGenCLITestSupport
import ViperGenTestSupport

@testable import ViperGenKit

/// Issue 37, item 8: a template file that is a symbolic link to a regular file is read as
/// Xcode reads it, when the file lies in the template or in a template beside it (the
/// published Clean Swift templates link their scene's files to the single-file templates next
/// to it); links to anything but a regular file, and links leading elsewhere, are refused.
@Suite("Templates: files that are symbolic links")
struct TemplateLinkTests {
    /// A TemplateInfo.plist for a text-substitution file template.
    private static let info = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>Kind</key>\
        <string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string></dict></plist>
        """

    /// A collection like Clean Swift's: `Scene.xctemplate` whose interactor file is a relative
    /// link to the one in `Interactor.xctemplate` beside it.
    private func collection() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("viper-gen-template-links")
        try folder.write("Clean Swift/Scene.xctemplate/TemplateInfo.plist", Self.info)
        try folder.write("Clean Swift/Interactor.xctemplate/TemplateInfo.plist", Self.info)
        try folder.write(
            "Clean Swift/Interactor.xctemplate/___FILEBASENAME___Interactor.swift",
            "final class ___FILEBASENAME___ {}\n")
        try folder.write(
            "Clean Swift/Scene.xctemplate/___FILEBASENAME___View.swift",
            "struct ___FILEBASENAME___ {}\n")
        return folder
    }

    /// Makes `link` (relative to `folder`) a symbolic link to `target`.
    private func link(_ link: String, to target: String, in folder: TemporaryFolder) throws {
        try FileManager.default.createSymbolicLink(
            atPath: folder.path(link), withDestinationPath: target)
    }

    /// Runs `module Payments` with the scene template of `folder`.
    private func runScene(in folder: TemporaryFolder) -> TestRun {
        TestRun.run(
            ["module", "Payments", "--template", "./Clean Swift/Scene.xctemplate"]
                + TestRun.fixedFlags, in: folder.url)
    }

    /// The files the run wrote beside the collection (a file template writes into the
    /// current folder), by name, with their text.
    private func generated(in folder: TemporaryFolder) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".swift") {
            files[name] = try folder.read(name)
        }
        return files
    }

    @Test func aLinkToAFileOfATemplateBesideItIsFollowed() throws {
        let folder = try collection()
        try link(
            "Clean Swift/Scene.xctemplate/___FILEBASENAME___Interactor.swift",
            to: "../Interactor.xctemplate/___FILEBASENAME___Interactor.swift", in: folder)

        let run = runScene(in: folder)

        #expect(run.code == .success, "\(run.err)")
        let files = try generated(in: folder)
        #expect(
            files == [
                "PaymentsInteractor.swift": "final class PaymentsInteractor {}\n",
                "PaymentsView.swift": "struct PaymentsView {}\n",
            ])
    }

    @Test func aLinkToAFileInsideTheTemplateIsFollowed() throws {
        let folder = try collection()
        try folder.write("Clean Swift/Scene.xctemplate/Shared/Interactor.txt", "// shared\n")
        try link(
            "Clean Swift/Scene.xctemplate/___FILEBASENAME___Interactor.swift",
            to: "Shared/Interactor.txt", in: folder)

        let run = runScene(in: folder)

        #expect(run.code == .success, "\(run.err)")
        #expect(try generated(in: folder)["PaymentsInteractor.swift"] == "// shared\n")
    }

    @Test(arguments: ["../Notes/Interactor.swift", "../../secret.txt"])
    func aLinkToAFileOutsideEveryTemplateIsRefused(target: String) throws {
        // A folder beside the template without a TemplateInfo.plist is no template.
        let folder = try collection()
        try folder.write("Clean Swift/Notes/Interactor.swift", "key\n")
        try folder.write("secret.txt", "key\n")
        try link(
            "Clean Swift/Scene.xctemplate/___FILEBASENAME___Interactor.swift", to: target,
            in: folder)

        let run = runScene(in: folder)

        #expect(run.code == .badTemplate, "\(run.err)")
        #expect(run.err.contains("outside the template and the templates beside it"), "\(run.err)")
        #expect(try generated(in: folder).isEmpty)
    }

    @Test(arguments: [
        ("/dev/null", "it is a symbolic link to a FIFO, socket or device, not to a regular file"),
        ("../Interactor.xctemplate", "it is a symbolic link to a folder"),
        ("Missing.swift", "it is a symbolic link to a missing file"),
    ])
    func aLinkToAnythingButARegularFileIsRefused(target: String, reason: String) throws {
        let folder = try collection()
        try link(
            "Clean Swift/Scene.xctemplate/___FILEBASENAME___Interactor.swift", to: target,
            in: folder)

        let run = runScene(in: folder)

        #expect(run.code == .badTemplate, "\(run.err)")
        #expect(run.err.contains(reason), "\(run.err)")
        #expect(try generated(in: folder).isEmpty)
    }
}
