import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenTemplates

/// The binary carries the templates; these tests fail if the embedded copy drifts from Templates/.
@Suite("Embedded templates")
struct EmbeddedTemplatesTests {
    @Test func embeddedFilesEqualTheTemplatesFolder() throws {
        let onDisk = try GoldenTree.files(under: RepositoryPaths.templates)
            .filter { !$0.key.hasSuffix(".DS_Store") }
        let embedded = Dictionary(
            uniqueKeysWithValues: BuiltInTemplates.files.map { ($0.path, Data($0.contents)) })
        #expect(embedded.keys.sorted() == onDisk.keys.sorted())
        for (path, data) in onDisk {
            #expect(embedded[path] == data, "\(path) differs from its embedded copy")
        }
    }

    @Test func everyBuiltInTemplateParses() throws {
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: RepositoryPaths.templates.path)
        #expect(BuiltInTemplates.names == folders.filter { !$0.hasPrefix(".") }.sorted())
        #expect(Set(["module", "project", "service"]).isSubset(of: BuiltInTemplates.names))
        for name in BuiltInTemplates.names {
            let template = try BuiltInTemplates.template(named: name)
            #expect(!template.files.isEmpty)
            #expect(!template.info.description.isEmpty)
        }
        let module = try BuiltInTemplates.template(named: "module")
        #expect(module.info.kind == "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind")
        #expect(
            module.info.options.map(\.identifier) == [
                "moduleName", "observation", "tests", "mainActor",
                "nonisolated",
            ])
        #expect(module.info.options.first?.isRequired == true)
        // A new project targets iOS 17; a module outside one may go into any app.
        for (name, observation) in [("module", "ObservableObject"), ("project", "Observable")] {
            let options = try BuiltInTemplates.template(named: name).info.options
            let option = options.first { $0.identifier == "observation" }
            #expect(option?.values == ["ObservableObject", "Observable"], "\(name)")
            #expect(option?.defaultValue == observation, "\(name)")
            let tests = options.last { $0.optionType == .popup }
            #expect(tests?.identifier == "tests", "\(name): the last popup, naming folders last")
            #expect(tests?.values == ["SwiftTesting", "XCTest"], "\(name)")
            #expect(tests?.defaultValue == "SwiftTesting", "\(name)")
        }
    }

    @Test func unknownTemplateListsTheAvailableOnes() {
        #expect(
            throws: TemplateError.unknownTemplate(
                name: "mvvm", available: BuiltInTemplates.names)
        ) {
            try BuiltInTemplates.template(named: "mvvm")
        }
    }
}
