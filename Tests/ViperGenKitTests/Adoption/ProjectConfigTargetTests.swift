import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 36: `.viper-gen.json` records the app target (`target`) and whether modules get
/// tests (`writesTests`); both are optional and checked.
@Suite("Project config: target and writesTests")
struct ProjectConfigTargetTests {
    private func decode(_ json: String) throws -> ProjectConfig {
        try ProjectConfig.decode(Array(json.utf8), file: ".viper-gen.json")
    }

    @Test func bothAreReadAndAbsentMeansTheProjectFileDecidesAndTestsAreWritten() throws {
        let plain = try decode(#"{"projectName": "Shop"}"#)
        #expect(plain.target == nil)
        #expect(plain.writesTests == nil)
        let recorded = try decode(
            #"{"projectName": "Shop", "target": "Shop iOS", "writesTests": false}"#)
        #expect(recorded.target == "Shop iOS")
        #expect(recorded.writesTests == false)
        // Written back as read.
        let text = String(decoding: try recorded.encoded(), as: UTF8.self)
        #expect(text.contains("\"target\" : \"Shop iOS\""), "\(text)")
        #expect(text.contains("\"writesTests\" : false"), "\(text)")
    }

    @Test(arguments: [
        (
            #"{"projectName": "Shop", "target": 3}"#,
            ".viper-gen.json:1:35", "target", "a string"
        ),
        (
            #"{"projectName": "Shop", "target": ""}"#,
            ".viper-gen.json:1:35", "target", "the name of the app's target"
        ),
        (
            #"{"projectName": "Shop", "writesTests": "no"}"#,
            ".viper-gen.json:1:40", "writesTests", "true or false"
        ),
    ])
    func aWrongValueIsRefusedWithItsPlaceAndWhatIsValid(
        json: String, place: String, key: String, expected: String
    ) throws {
        do {
            _ = try decode(json)
            Issue.record("\(json) was accepted")
        } catch {
            let message = String(describing: error)
            #expect(message.contains(place), "\(message)")
            #expect(message.contains(key), "\(message)")
            #expect(message.contains(expected), "\(message)")
        }
    }
}
