import Testing

@testable import ViperGenSwiftSource

/// A source works out what its sites ask once and keeps it (`SwiftSourceMemo`): the answers
/// must be the ones a fresh source gives, whichever subject asks first.
@Suite("Source memo")
struct SwiftSourceMemoTests {
    /// Registered ones, ones registered only inside `#if DEBUG`, new ones, and a service.
    private static let subjects = [
        RegistrationSubject(kind: .module, name: "Main", caseName: "main"),
        RegistrationSubject(kind: .module, name: "DebugMenu", caseName: "debugMenu"),
        RegistrationSubject(kind: .module, name: "Payments", caseName: "payments"),
        RegistrationSubject(kind: .module, name: "Orders", caseName: "orders"),
        RegistrationSubject(kind: .service, name: "NetworkService", caseName: "networkService"),
        RegistrationSubject(kind: .service, name: "AuthService", caseName: "authService"),
    ]

    @Test(arguments: RemovalFixture.all.filter { $0.site is any LineSite })
    func placesAreTheSameFromOneSourceAsFromFreshOnes(fixture: RemovalFixture) throws {
        let site = try #require(fixture.site as? any LineSite)
        let fresh = Self.subjects.map { site.places(of: $0, in: SwiftSource(fixture.text)) }
        let shared = SwiftSource(fixture.text)
        #expect(Self.subjects.map { site.places(of: $0, in: shared) } == fresh)
        let reversed = SwiftSource(fixture.text)
        #expect(
            Self.subjects.reversed().map { site.places(of: $0, in: reversed) } == fresh.reversed())
        // Removal reads the same source for the places and the registered lines.
        for subject in Self.subjects {
            #expect(
                site.registeredLines(of: subject, in: shared)
                    == site.registeredLines(of: subject, in: SwiftSource(fixture.text)))
        }
    }

    @Test func tokenSearchesFindWhatAScanFinds() {
        let text =
            "let a = b.apply(X.self)\n// a.apply(Y.self)\nc . apply ( Z . self )\nlet s = \"a.apply\"\n"
        let source = SwiftSource(text)
        #expect(source.indices(of: [".", "apply", "("]) == [4, 12])
        #expect(source.indices(of: [".", "apply", "("], in: 5..<source.tokens.count) == [12])
        #expect(source.indices(of: [".", "apply", "("], in: 0..<7) == [4])
        #expect(source.indices(of: [".", "apply", "("], in: 0..<6) == [])
        #expect(source.indices(of: ["missing"]) == [])
        // Searched often enough, a source answers from its table of token positions.
        let searched = SwiftSource(text)
        let scanned = (0..<SwiftSourceMemo.searchesBeforeTable).map { _ in
            searched.indices(of: [".", "apply", "("], in: 5..<searched.tokens.count)
        }
        #expect(searched.memo.starts == nil)
        #expect(scanned.allSatisfy { $0 == [12] })
        #expect(searched.indices(of: [".", "apply", "("], in: 5..<searched.tokens.count) == [12])
        #expect(searched.memo.starts != nil)
        #expect(searched.indices(of: [".", "apply", "("]) == [4, 12])
        #expect(searched.indices(of: [".", "apply", "("], in: 0..<7) == [4])
        #expect(searched.indices(of: [".", "apply", "("], in: 0..<6) == [])
        #expect(searched.indices(of: ["missing"]) == [])
    }
}
