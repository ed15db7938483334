import Testing

@testable import ViperGenSwiftSource

/// Adding, removing and swapping imports, and adding then removing giving back the bytes.
@Suite("Import lines")
struct ImportLinesTests {
    static let header = "//\n//  File.swift\n//\n\n"

    @Test(arguments: [
        // After the last import.
        (
            header + "import Foundation\nimport SwiftUI\n\nstruct A {}\n",
            header + "import Architecture\nimport Foundation\nimport SwiftUI\n\nstruct A {}\n"
        ),
        // With the access level of the imports.
        (
            "public import SwiftUI\n\nstruct A {}\n",
            "public import Architecture\npublic import SwiftUI\n\nstruct A {}\n"
        ),
        // Before the @testable group.
        (
            header + "import Testing\n\n@testable import MyApp\n",
            header + "import Architecture\nimport Testing\n\n@testable import MyApp\n"
        ),
        (
            header + "@testable import MyApp\n\nfinal class Spy {}\n",
            header + "import Architecture\n\n@testable import MyApp\n\nfinal class Spy {}\n"
        ),
        // Not inside an #if.
        (
            "import Foundation\n#if canImport(UIKit)\nimport UIKit\n#endif\n",
            "import Architecture\nimport Foundation\n#if canImport(UIKit)\nimport UIKit\n#endif\n"
        ),
        // No imports: after the header, before the declaration and its comment.
        (
            header + "/// Docs.\nstruct A {}\n",
            header + "import Architecture\n\n/// Docs.\nstruct A {}\n"
        ),
        ("struct A {}", "import Architecture\n\nstruct A {}"),
        // No line break at the end.
        ("import Foundation", "import Architecture\nimport Foundation"),
        // Imports out of order: after the last one.
        (
            "import SwiftUI\nimport Foundation\n",
            "import SwiftUI\nimport Foundation\nimport Architecture\n"
        ),
        // CRLF.
        (
            "import Foundation\r\n\r\nstruct A {}\r\n",
            "import Architecture\r\nimport Foundation\r\n\r\nstruct A {}\r\n"
        ),
        // Comments and strings do not count.
        (
            "// import Architecture\nlet s = \"import Architecture\"\n",
            "import Architecture\n\n// import Architecture\nlet s = \"import Architecture\"\n"
        ),
    ])
    func addingPutsTheImportInOrderAndRemovingUndoesIt(before: String, after: String) {
        let added = ImportLines.adding("Architecture", to: before)
        #expect(added == after)
        #expect(ImportLines.removing("Architecture", from: added) == before)
    }

    @Test func addingAnImportedModuleChangesNothing() {
        for text in [
            "import Architecture\n", "@testable import Architecture\n",
            "import struct Architecture.Assembly\n", "@preconcurrency import Architecture\n",
        ] {
            #expect(ImportLines.adding("Architecture", to: text) == text)
        }
    }

    @Test func removingTakesTheImportAndTheBlankLineOfItsGroup() {
        #expect(
            ImportLines.removing(
                "Payments", from: "import SwiftUI\nimport Payments\n\nstruct A {}\n")
                == "import SwiftUI\n\nstruct A {}\n")
        #expect(
            ImportLines.removing("Payments", from: "//\n\nimport Payments\n\nstruct A {}\n")
                == "//\n\nstruct A {}\n")
        #expect(
            ImportLines.removing("Payments", from: "import Payments\nimport SwiftUI\n")
                == "import SwiftUI\n")
        #expect(ImportLines.removing("Payments", from: "struct A {}\n") == "struct A {}\n")
        #expect(
            ImportLines.removing("Pay", from: "import Payments\nimport Pay.Sub\n")
                == "import Payments\n")
    }

    @Test func testableImportsNameTheNewModule() {
        let text = "import Testing\n\n@testable import MyApp\n\nstruct T {}\n"
        #expect(
            ImportLines.replacingTestableImport(of: "MyApp", with: "Payments", in: text)
                == "import Testing\n\n@testable import Payments\n\nstruct T {}\n")
        #expect(
            ImportLines.replacingTestableImport(of: "Other", with: "Payments", in: text) == text)
        let both = "@testable import MyApp\n@testable import Payments\n"
        #expect(
            ImportLines.replacingTestableImport(of: "MyApp", with: "Payments", in: both)
                == "@testable import Payments\n")
        // A plain import of the old module is not a testable one.
        let plain = "import MyApp\n"
        #expect(
            ImportLines.replacingTestableImport(of: "MyApp", with: "Payments", in: plain) == plain)
    }
}
