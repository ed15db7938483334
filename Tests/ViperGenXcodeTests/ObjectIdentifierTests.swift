import Testing

@testable import ViperGenXcode

/// New object identifiers: 24 uppercase hex characters, deterministic and unique.
@Suite("Xcode object identifiers")
struct ObjectIdentifierTests {
    private func make(
        _ path: String, project: String = "A.xcodeproj", target: String = "App",
        taken: Set<String> = []
    ) -> String {
        var identifiers = ObjectIdentifiers(projectFile: project, target: target, taken: taken)
        return identifiers.make("PBXFileReference", for: path)
    }

    @Test func identifiersAre24UppercaseHexCharacters() {
        for path in ["A.swift", "", "Modules/Payments/View/PaymentsView.swift", "Über"] {
            let id = make(path)
            #expect(id.count == 24)
            #expect(id.allSatisfy { "0123456789ABCDEF".contains($0) }, "\(id)")
        }
    }

    @Test func theSameInputsGiveTheSameIdentifier() {
        #expect(make("A.swift") == make("A.swift"))
        #expect(make("A.swift") != make("B.swift"))
        #expect(make("A.swift") != make("A.swift", project: "B.xcodeproj"))
        #expect(make("A.swift") != make("A.swift", target: "Other"))
    }

    @Test func aTakenIdentifierIsPerturbedDeterministically() {
        let first = make("A.swift")
        let second = make("A.swift", taken: [first])
        #expect(second != first)
        #expect(second == make("A.swift", taken: [first]))
        let third = make("A.swift", taken: [first, second])
        #expect(Set([first, second, third]).count == 3)
    }

    @Test func oneGeneratorNeverRepeatsAnIdentifier() {
        var identifiers = ObjectIdentifiers(projectFile: "A", target: "T", taken: [])
        let ids = (0..<2000).map { _ in identifiers.make("PBXBuildFile", for: "same") }
        #expect(Set(ids).count == ids.count)
    }
}
