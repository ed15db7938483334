import Testing

@testable import ViperGenKit
@testable import ViperGenProject

/// `.viper-gen.json` is read by the same JSON reader as apply specs: what a spec refuses, the
/// config refuses too, with the line and column.
@Suite("Project config JSON")
struct ConfigJSONTests {
    private func message(_ json: String) -> String {
        do {
            _ = try ProjectConfig.decode(Array(json.utf8), file: "/p/.viper-gen.json")
            return "accepted"
        } catch {
            return String(describing: error)
        }
    }

    @Test func aDuplicateKeyIsRefusedWhereItIs() {
        let text = message("{\n  \"projectName\": \"A\",\n  \"projectName\": \"B\"\n}")
        #expect(text.contains("line 3, column 3: the key 'projectName' appears twice"), "\(text)")
    }

    @Test func aTrailingCommaIsRefusedWhereItIs() {
        let text = message("{\"projectName\": \"A\",}")
        #expect(text.contains("it is not valid JSON: line 1, column 21"), "\(text)")
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let text = message("{\"x\": " + String(repeating: "[", count: 100_000))
        #expect(text.contains("it is not valid JSON"), "\(text.prefix(200))")
    }

    @Test func aValidConfigStillReads() throws {
        let config = try ProjectConfig.decode(
            Array(#"{"projectName": "A", "version": 1, "author": "Jane"}"#.utf8), file: "/p/c")
        #expect(config.projectName == "A")
        #expect(config.author == "Jane")
    }
}
