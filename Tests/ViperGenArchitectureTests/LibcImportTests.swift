import Foundation
import Testing
import ViperGenTestSupport

/// Issue 8: the platform layer, Sources/ViperGenSystem, is the only code that imports the C
/// library (`Glibc`, `Darwin`, `Musl`, `ucrt`, `WinSDK`, `CRT`); everything else goes through it.
@Suite("Libc imports")
struct LibcImportTests {
    @Test func onlyThePlatformLayerImportsTheCLibrary() throws {
        let found = try LibcImportScanner.violations(inCheckoutAt: RepositoryPaths.root)
        let list = found.joined(separator: "\n")
        #expect(
            found.isEmpty,
            "C library imported outside Sources/ViperGenSystem; use the platform layer:\n\(list)")
    }

    @Test func scanReadsTheCheckoutsFiles() throws {
        // Negative control for the file walk: with nothing allowed, the layer's own imports show.
        let found = try LibcImportScanner.violations(
            inCheckoutAt: RepositoryPaths.root, allowing: "Nowhere/")
        #expect(
            found.contains { $0.hasPrefix("Sources/ViperGenSystem/LocalFileSystem.swift:") },
            "\(found)")
        #expect(!found.contains { $0.hasPrefix("Tests/StandIns/") }, "\(found)")
    }

    @Test func everyFormOfLibcImportIsReported() {
        // Negative control for the line check. Each sample line is a one-line string literal, so
        // this file itself has no line that starts with an import of those modules.
        let sample = [
            "import Foundation",
            "@_implementationOnly import Glibc",
            "    @preconcurrency public import Darwin.C",
            "import struct Musl.stat",
            "let text = \"import Glibc\"",
            "// import Glibc",
            "/// `import Darwin` in a doc comment",
            "import Darwinism",
            "internal import WinSDK",
            "@_spi(Testing) @testable import ucrt",
            "\t#if canImport(CRT)",
            "\timport CRT;",
            "#endif",
            "import GlibcShims",
        ].joined(separator: "\n")
        let found = LibcImportScanner.violations(in: sample, path: "Sample.swift")
        #expect(
            found == [
                "Sample.swift:2: @_implementationOnly import Glibc",
                "Sample.swift:3: @preconcurrency public import Darwin.C",
                "Sample.swift:4: import struct Musl.stat",
                "Sample.swift:9: internal import WinSDK",
                "Sample.swift:10: @_spi(Testing) @testable import ucrt",
                "Sample.swift:12: import CRT;",
            ])
    }
}
