import Testing

@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 36: the `build` object of `.viper-gen.json`, its checks, and the template option
/// values it gives.
@Suite("Project config build settings")
struct AppBuildConfigTests {
    private func message(_ build: String) -> String {
        do {
            let json = #"{"projectName": "A", "build": "# + build + "}"
            let config = try ProjectConfig.decode(Array(json.utf8), file: "/p/.viper-gen.json")
            return "accepted \(config.build.map { "\($0)" } ?? "nil")"
        } catch {
            return String(describing: error)
        }
    }

    @Test func aConfigWithoutBuildKeepsTheDefaults() throws {
        let config = try ProjectConfig.decode(Array(#"{"projectName": "A"}"#.utf8), file: "c")
        #expect(config.build == nil)
        #expect(config.optionValues == ["observation": "ObservableObject", "tests": "XCTest"])
    }

    @Test func everyKeyIsRead() throws {
        let json = #"""
            {"projectName": "A", "build": {"swiftVersion": "5", "defaultIsolation": "nonisolated",
            "deploymentTarget": "12.0", "viewIsolation": "nonisolated", "protocolIsolation": "nonisolated"}}
            """#
        let config = try ProjectConfig.decode(Array(json.utf8), file: "c")
        #expect(
            config.build
                == AppBuild(
                    swiftVersion: "5", defaultIsolation: "nonisolated", deploymentTarget: "12.0",
                    viewIsolation: "nonisolated", protocolIsolation: "nonisolated"))
        #expect(config.optionValues["mainActor"] == "")
        #expect(config.optionValues["nonisolated"] == "")
        #expect(config.optionValues["backgroundColor"] == "white")
    }

    @Test func valuesFollowTheSettings() {
        let unannotated = AppBuild(swiftVersion: "6", protocolIsolation: "nonisolated")
        #expect(unannotated.optionValues["mainActor"] == "@MainActor")
        #expect(unannotated.optionValues["protocolMainActor"] == nil)
        let defaultMain = AppBuild(defaultIsolation: "MainActor", deploymentTarget: "26.0")
        #expect(defaultMain.optionValues["nonisolated"] == "nonisolated")
        #expect(defaultMain.optionValues["backgroundColor"] == "systemBackground")
    }

    @Test(arguments: [
        (#"{"swiftVersion": "five"}"#, "build.swiftVersion"),
        (#"{"deploymentTarget": "15.x"}"#, "build.deploymentTarget"),
        (#"{"defaultIsolation": "main"}"#, "build.defaultIsolation"),
        (#"{"viewIsolation": true}"#, "build.viewIsolation"),
        (#"{"protocolIsolation": "MainActor "}"#, "build.protocolIsolation"),
        (#"{"swift": "6"}"#, "build.swift"),
        (#""6""#, "build"),
    ])
    func aBadValueIsRefusedWithItsKey(build: String, key: String) {
        let text = message(build)
        #expect(!text.hasPrefix("accepted"), "\(text)")
        #expect(text.contains(key), "\(text)")
    }
}
