import Foundation
import Testing
import ViperGenTestSupport

/// Issue 11: Sources link FoundationEssentials, not Foundation and its ICU data, wherever
/// FoundationEssentials exists; every Foundation import is the conditional form.
@Suite("Foundation imports")
struct FoundationImportTests {
    @Test func sourcesImportFoundationOnlyInTheConditionalForm() throws {
        let found = try FoundationImportScanner.violations(inCheckoutAt: RepositoryPaths.root)
        let list = found.joined(separator: "\n")
        #expect(
            found.isEmpty,
            """
            Foundation imported outside the conditional form; write
                #if canImport(FoundationEssentials)
                    import FoundationEssentials
                #else
                    import Foundation
                #endif
            and use what FoundationEssentials has:
            \(list)
            """)
    }

    @Test func scanReadsTheCheckoutsFiles() throws {
        // Negative control for the file walk: with nothing skipped, the embedder's import shows.
        let found = try FoundationImportScanner.violations(
            inCheckoutAt: RepositoryPaths.root, skipping: [])
        #expect(
            found.contains { $0.hasPrefix("Sources/TemplateEmbedder/main.swift:") }, "\(found)")
    }

    @Test func onlyTheConditionalFormIsAccepted() {
        // Negative control for the line check; the samples are one-line string literals, so this
        // file itself has no line that starts with an import.
        let sample = [
            "import Foundation",
            "#if canImport(FoundationEssentials)",
            "    import FoundationEssentials",
            "#else",
            "    import Foundation",
            "#endif",
            "@preconcurrency import FoundationInternationalization",
            "#if canImport(FoundationEssentials)",
            "    import FoundationEssentials",
            "#endif",
            "public import Foundation.NSString",
            "import struct FoundationEssentials.URL",
            "import CoreFoundation",
            "import Foundationish",
            "import ViperGenSystem",
            "// import Foundation",
            "#if canImport(FoundationEssentials)",
            "import FoundationEssentials",
            "#else",
            "import Foundation",
            "#endif",
        ].joined(separator: "\n")
        let found = FoundationImportScanner.violations(in: sample, path: "Sample.swift")
        #expect(
            found == [
                "Sample.swift:1: import Foundation",
                "Sample.swift:7: @preconcurrency import FoundationInternationalization",
                "Sample.swift:9: import FoundationEssentials",
                "Sample.swift:11: public import Foundation.NSString",
                "Sample.swift:12: import struct FoundationEssentials.URL",
                "Sample.swift:13: import CoreFoundation",
            ])
    }
}
