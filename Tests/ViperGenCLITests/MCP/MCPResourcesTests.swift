import Foundation
import Testing
import ViperGenMCP
import ViperGenTestSupport
import ViperGenText

@testable import ViperGenCLI

/// Issue 41: the config, the records and each template's options are resources, and only what
/// the list offers is read.
@Suite("MCP resources")
struct MCPResourcesTests {
    @Test func theListFollowsTheProject() throws {
        let project = try MCPProject()
        let before = try project.toolbox().resources().map(\.uri)
        #expect(before.prefix(2) == ["viper-gen://config", "viper-gen://records/modules/Main"])
        #expect(before.contains("viper-gen://templates/module"))
        #expect(!before.contains("viper-gen://records/modules/Payments"))
        _ = try project.call("module", #"{"names": ["Payments"]}"#)
        _ = try project.call("service", #"{"names": ["Network"]}"#)
        let after = try project.toolbox().resources().map(\.uri)
        #expect(after.contains("viper-gen://records/modules/Payments"))
        #expect(after.contains("viper-gen://records/services/NetworkService"))
    }

    @Test func readsGiveTheFilesAndTheTemplatesOptions() throws {
        let project = try MCPProject()
        let toolbox = try project.toolbox()
        let config = try #require(toolbox.read("viper-gen://config"))
        #expect(config.mimeType == "application/json")
        #expect(config.text == (try project.text(".viper-gen.json")))
        let record = try #require(toolbox.read("viper-gen://records/modules/Main"))
        #expect(record.text == (try project.text(".viper-gen/modules/Main.json")))
        let template = try #require(toolbox.read("viper-gen://templates/module"))
        let shown = try MCPProject.json(template.text)
        #expect(shown["name"] == "module")
        #expect(shown["options"]?.array?.isEmpty == false)
    }

    @Test func nothingElseIsRead() throws {
        let project = try MCPProject()
        let toolbox = try project.toolbox()
        for uri in [
            "viper-gen://records/modules/Payments", "viper-gen://records/modules/../../.viper-gen",
            "viper-gen://records/widgets/Main", "viper-gen://templates/nope",
            "viper-gen://config/", "file:///etc/hosts", "",
        ] {
            #expect(toolbox.read(uri) == nil, "\(uri)")
        }
    }

    @Test func templatesOfResourcesNameTheFamilies() throws {
        let templates = try MCPProject().toolbox().resourceTemplates().map(\.uriTemplate)
        #expect(templates == ["viper-gen://records/{kind}/{name}", "viper-gen://templates/{name}"])
    }
}
