import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenSwiftSource

/// The protocol reader and the completion never trap, whatever the text: every Swift file of
/// the checkout (sources, templates, goldens), cut short at many places, and with tokens
/// dropped.
@Suite("Test double completion on any text")
struct TestDoubleRobustnessTests {
    /// Declarations every double of the checkout might refer to, so completion does work.
    static let known: KnownDeclarations = {
        var known = KnownDeclarations()
        let app = """
            protocol Viewable: AnyObject, Screen { func dismiss(animated: Bool, completion: (() -> Void)?) }
            protocol Screen { var name: String { get } }
            """
        known.add(SwiftDeclarations(text: app), origin: "MyApp")
        return known
    }()

    @Test func everyFileOfTheCheckoutCutShortIsReadWithoutTrapping() throws {
        let files = RepositoryPaths.swiftFiles(below: [
            RepositoryPaths.root.appendingPathComponent("Sources"), RepositoryPaths.templates,
            RepositoryPaths.goldens,
        ])
        #expect(files.count > 300)
        var protocols = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let utf8 = Array(text.utf8)
            protocols += SwiftDeclarations(text: text).protocols.count
            for cut in stride(from: 0, to: utf8.count, by: max(1, utf8.count / 6)) {
                let prefix = String(decoding: utf8[..<cut], as: UTF8.self)
                let declarations = SwiftDeclarations(text: prefix)
                _ = Self.known.unknownNames(referencedBy: declarations)
                _ = TestDoubleCompletion(known: Self.known).complete(prefix)
            }
        }
        #expect(protocols > 50)
    }

    @Test func textsWithTokensDroppedAreReadWithoutTrapping() {
        let text = """
            @MainActor protocol Store<Item>: AnyObject where Item: Sendable {
                associatedtype Item
                func load<T: Decodable>(_ type: T.Type, from url: String) async throws(E) -> [T]
                var count: Int { get async throws }
                subscript(index: Int) -> Item? { get set }
                private(set) var x: Int
                init?(coder: String)
            }
            final class StoreSpy: Viewable, Store { typealias Item = Int
                func close() {}
            }
            extension StoreSpy: Screen {}
            """
        let tokens = SwiftLexer.tokens(of: text).map(\.text)
        for dropped in tokens.indices {
            var kept = tokens
            kept.remove(at: dropped)
            let mangled = kept.joined(separator: dropped % 2 == 0 ? " " : "\n")
            _ = SwiftDeclarations(text: mangled)
            _ = TestDoubleCompletion(known: Self.known).complete(mangled)
        }
        for end in tokens.indices {
            let lone = tokens[..<end].joined(separator: "\r")
            _ = TestDoubleCompletion(known: Self.known).complete(lone)
        }
    }
}
