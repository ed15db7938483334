import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Inside a project, a built-in template of another style than the project's is refused before
/// anything is written (exit 73), with the reason and the way out; a team's own template of the
/// same name is trusted.
@Suite("Templates of another style in a project")
struct TemplateOfAnotherStyleTests {
    /// Every pair of a project's style and another style.
    static let pairs = ArchitectureStyle.allCases.flatMap { project in
        ArchitectureStyle.allCases.filter { $0 != project }.map { (project, $0) }
    }

    /// A folder holding only the `.viper-gen.json` of a project `Demo` of `style`, with
    /// `templates` as its `templates` key when given.
    static func project(_ style: ArchitectureStyle, templates: String? = nil) throws
        -> TemporaryFolder
    {
        let folder = try TemporaryFolder("viper-gen-style")
        let key = templates.map { #", "templates": \#($0)"# } ?? ""
        try folder.write(
            ".viper-gen.json", #"{"projectName": "Demo", "style": "\#(style.rawValue)"\#(key)}"#)
        return folder
    }

    @Test(arguments: pairs)
    func aModuleOfAnotherStyleIsRefused(
        _ projectStyle: ArchitectureStyle, _ otherStyle: ArchitectureStyle
    ) throws {
        let folder = try Self.project(projectStyle)
        let before = try GoldenTree.files(under: folder.url)
        let template = try #require(otherStyle.templateName(for: .module))

        let run = KitRun.generate(.module, ["Zed"], in: folder.url) {
            $0.template = otherStyle.rawValue
        }

        #expect(run.code == .cannotCreate)
        #expect(
            run.err
                == "Error: Demo is a \(projectStyle) project (its .viper-gen.json says so), and "
                + "the built-in template \(template), named by --template, makes \(otherStyle) "
                + "modules, which would not compile in it. Nothing was written. Drop --template "
                + "to use the \(projectStyle) module template, put a template of your team's in "
                + ".viper-gen/templates, or, if the app is \(otherStyle), adopt it again as "
                + "\(otherStyle) (viper-gen init --style \(otherStyle) --force).\n", "\(run.err)")
        #expect(try GoldenTree.files(under: folder.url) == before)
    }

    @Test func aTemplateNamedByItsFullNameIsRefusedToo() throws {
        let folder = try Self.project(.swiftui)
        let before = try GoldenTree.files(under: folder.url)

        let run = KitRun.generate(.module, ["Zed"], in: folder.url) {
            $0.template = "uikit-module"
            $0.flags.dryRun = true
        }

        #expect(run.code == .cannotCreate)
        #expect(
            run.err.hasPrefix(
                "Error: Demo is a swiftui project (its .viper-gen.json says so), and the "
                    + "built-in template uikit-module, named by --template, makes uikit modules"),
            "\(run.err)")
        #expect(run.out.isEmpty, "\(run.out)")
        #expect(try GoldenTree.files(under: folder.url) == before)
    }

    @Test func theConfigsModuleTemplateOfAnotherStyleIsRefused() throws {
        let folder = try Self.project(.uikit, templates: #"{"module": "module"}"#)
        let before = try GoldenTree.files(under: folder.url)
        let config = folder.appending(".viper-gen.json").path

        let run = KitRun.generate(.module, ["Zed"], in: folder.url)

        #expect(run.code == .cannotCreate)
        #expect(
            run.err
                == "Error: Demo is a uikit project (its .viper-gen.json says so), and the "
                + "built-in template module, named by \(config): templates.module, makes "
                + "swiftui modules, which would not compile in it. Nothing was written. Remove "
                + "templates.module from .viper-gen.json to use the uikit module template, put "
                + "a template of your team's in .viper-gen/templates, or, if the app is "
                + "swiftui, adopt it again as swiftui (viper-gen init --style swiftui --force).\n",
            "\(run.err)")
        #expect(try GoldenTree.files(under: folder.url) == before)
    }

    @Test func theSwiftUIServiceIsRefusedInAStyleWithoutServices() throws {
        let folder = try Self.project(.routed)
        let before = try GoldenTree.files(under: folder.url)

        let run = KitRun.generate(.service, ["Network"], in: folder.url) {
            $0.template = "service"
        }

        #expect(run.code == .cannotCreate)
        #expect(
            run.err
                == "Error: Demo is a routed project (its .viper-gen.json says so), and the "
                + "built-in template service, named by --template, makes swiftui services, "
                + "which would not compile in it. Nothing was written. The routed style has no "
                + "service template: put a template of your team's in .viper-gen/templates, or, "
                + "if the app is swiftui, adopt it again as swiftui (viper-gen init --style swiftui "
                + "--force).\n", "\(run.err)")
        #expect(try GoldenTree.files(under: folder.url) == before)
    }

    /// `--template` values naming a team's copy of the uikit module template: by its name,
    /// found in the project's search folder, and by its path.
    static let teamTemplates = ["uikit", "./.viper-gen/templates/uikit-module"]

    @Test(arguments: teamTemplates)
    func aTeamTemplateWithABuiltInNameIsTrusted(_ flag: String) throws {
        let folder = try Self.project(.swiftui)
        // The team's uikit modules build on the -able protocols, which the app declares.
        try folder.write(
            "Sources/Demo/Architecture/Protocols.swift",
            "protocol Viewable: AnyObject {}\nprotocol Presenterable: AnyObject {}\n"
                + "protocol Interactorable: AnyObject {}\nprotocol Routerable: AnyObject {}\n")
        let teamTemplate = folder.appending(".viper-gen/templates/uikit-module")
        try FileManager.default.createDirectory(
            at: teamTemplate.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: RepositoryPaths.templates.appendingPathComponent("uikit-module"), to: teamTemplate)

        let run = KitRun.generate(.module, ["Zed"], in: folder.url) { $0.template = flag }

        #expect(run.code == .success, "\(run.err)")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appending("Sources/Demo/Classes/Modules/Zed/ZedPresenter.swift")
                    .path), "\(run.out)")
    }

    @Test func outsideAProjectAnyStylesTemplateIsUsed() throws {
        let folder = try TemporaryFolder("viper-gen-style")

        let run = KitRun.generate(.module, ["Zed"], in: folder.url) {
            $0.template = "builder"
        }

        #expect(run.code == .success, "\(run.err)")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appending("Zed/Factory/ZedBuilder.swift").path), "\(run.out)")
    }
}
