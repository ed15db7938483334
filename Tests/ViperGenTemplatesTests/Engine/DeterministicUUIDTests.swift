import Testing
import ViperGenTestSupport

@testable import ViperGenTemplates

@Suite struct DeterministicUUIDTests {
    /// Whether `text` is uppercase 8-4-4-4-12 hex with version 8 and the RFC variant.
    private func isVersion8UUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        let hexDigits = Set("0123456789ABCDEF")
        return groups.map(\.count) == [8, 4, 4, 4, 12]
            && groups.allSatisfy { $0.allSatisfy(hexDigits.contains) }
            && groups[2].first == "8" && "89AB".contains(groups[3].first ?? "x")
    }

    private func uuids(
        _ text: String = "___UUID___", file: String = "PaymentsView.swift",
        templatePath: String = EngineFixtures.moduleTemplatePath,
        values: MacroValues = EngineFixtures.values()
    ) throws -> [String] {
        try EngineFixtures.renderContent(
            text, values: values, fileName: file, templatePath: templatePath
        ).split(separator: " ").map(String.init)
    }

    @Test func uuidIsFormattedAndStable() throws {
        let first = try uuids()
        #expect(first.count == 1)
        #expect(isVersion8UUID(first[0]), "\(first[0])")
        #expect(try uuids() == first)
    }

    @Test func uuidDiffersPerPathFileValuesAndOccurrence() throws {
        let base = try uuids()[0]
        let otherPath = try uuids(templatePath: "Templates/module/___FILEBASENAME___/X.swift")
        let otherFile = try uuids(file: "PaymentsRouter.swift")
        let otherValues = try uuids(values: EngineFixtures.values(fileBaseName: "Orders"))
        let otherVariables = try uuids(values: EngineFixtures.values(variables: ["a": "b"]))
        let twice = try uuids("___UUID___ ___UUID___")
        #expect(twice[0] == base)
        let all = [base, otherPath[0], otherFile[0], otherValues[0], otherVariables[0], twice[1]]
        #expect(Set(all).count == all.count)
    }

    @Test func uuidAcceptsModifiers() throws {
        let upper = try uuids()[0]
        #expect(try uuids("___UUID:lowercase___") == [upper.lowercased()])
    }

    @Test func pathUUIDIsStable() throws {
        let renderer = MacroRenderer(values: EngineFixtures.values())
        let path = try renderer.renderPath("a/___UUID___.txt")
        #expect(try renderer.renderPath("a/___UUID___.txt") == path)
        #expect(path.utf8.count == "a/.txt".utf8.count + 36)
    }
}
