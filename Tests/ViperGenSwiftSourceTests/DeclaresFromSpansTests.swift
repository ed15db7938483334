import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenSwiftSource

/// `DeclarationScanner.declares(_:_:in:)`, which reads token spans (how the app-file locator
/// tells which file declares `enum Views`), answers as a scanner made for the file does.
@Suite("Declares from spans agrees with the scanner")
struct DeclaresFromSpansTests {
    private static let questions = [
        ("enum", "Views"), ("struct", "RootView"), ("class", "ApplicationViewBuilder"),
        ("func", "build"), ("import", "SwiftUI"), ("case", "main"), ("{", "}"),
    ]

    private func expectAgreement(_ text: String, in name: String) {
        let scanner = DeclarationScanner(text: text)
        for (keyword, declared) in Self.questions {
            #expect(
                DeclarationScanner.declares(keyword, declared, in: text)
                    == scanner.declares(keyword, declared), "\(name): \(keyword) \(declared)")
        }
    }

    @Test(arguments: [
        "enum Views { case main }", "enum `Views` {}", "`enum` Views", "// enum Views\n",
        "let s = \"enum Views\"", "enum /* x */ Views", "enum\nViews", "enum \"Views\"",
        "enum Viewsx", "enum `Views", "{}", "",
    ])
    func handMadeSources(_ text: String) {
        expectAgreement(text, in: text)
    }

    @Test func theRepositorysSwiftFiles() throws {
        let files = RepositoryPaths.swiftFiles(below: [RepositoryPaths.goldens])
        #expect(files.count > 100)
        for file in files {
            expectAgreement(try String(contentsOf: file, encoding: .utf8), in: file.path)
        }
    }
}
