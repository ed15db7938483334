import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenSystem

/// A link inside the output root whose absolute target names the root another way (as `/tmp`
/// names `/private/tmp` on a Mac) still leads inside it, and one leading out is still refused.
@Suite("Link targets spelled another way")
struct LinkTargetSpellingTests {
    private let local = LocalFileSystem()

    /// A root `Real/` with `Shared/` inside, and `Alias` → `Real` beside it (the Mac's `/tmp`).
    private func makeRoot() throws -> (TemporaryFolder, root: String, alias: String) {
        let folder = try TemporaryFolder("viper-gen-link-spelling")
        try folder.makeDirectory("Real/Shared")
        try folder.makeDirectory("Outside")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("Alias"), withDestinationPath: folder.path("Real"))
        return (folder, folder.path("Real"), folder.path("Alias"))
    }

    @Test func aTargetThroughAnAliasOfTheRootLeadsInside() throws {
        let (folder, root, alias) = try makeRoot()
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Modules", withDestinationPath: alias + "/Shared")
        let confined = try local.confined(to: AbsolutePath(validating: root))
        try confined.writeFile(
            at: AbsolutePath(validating: root + "/Modules/Payments.swift"), contents: [1],
            permissions: nil)
        #expect(
            try local.contentsOfDirectory(at: AbsolutePath(validating: root + "/Shared")) == [
                "Payments.swift"
            ])
        _ = folder
    }

    @Test func aTargetThroughAnAliasThatLeadsOutIsStillRefused() throws {
        let (folder, root, _) = try makeRoot()
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("OutAlias"), withDestinationPath: folder.path("Outside"))
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Modules", withDestinationPath: folder.path("OutAlias"))
        let confined = try local.confined(to: AbsolutePath(validating: root))
        #expect(throws: FileSystemError.self) {
            try confined.writeFile(
                at: AbsolutePath(validating: root + "/Modules/Evil.swift"), contents: [1],
                permissions: nil)
        }
        #expect(try local.contentsOfDirectory(at: folder.absolutePath("Outside")).isEmpty)
    }
}
