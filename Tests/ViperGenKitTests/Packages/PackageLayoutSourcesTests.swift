import Testing

@testable import ViperGenKit

/// The Swift rewrites of the package layout: previews from the module's own assembly, imports
/// where the support code or the module is used, the module's tests testing the module.
@Suite("Package layout sources")
struct PackageLayoutSourcesTests {
    let sources = PackageLayoutSources(
        projectName: "MyApp", support: "Architecture", moduleName: "Main")

    @Test func previewIsBuiltFromTheModulesOwnAssembly() {
        let text = "#Preview {\n    ApplicationViewBuilder.stub.build(view: .main)\n}\n"
        #expect(
            PackageLayoutPreview.fromOwnAssembly(text, module: "Main") == """
                #Preview {
                    let container = DependencyContainer(assemblyFactory: AssemblyFactory())
                    let _ = container.apply(NavigationAssembly.self)
                    MainAssembly(container: container).build()
                }

                """)
        let own = "#Preview {\n    MainView()\n}\n"
        #expect(PackageLayoutPreview.fromOwnAssembly(own, module: "Main") == own)
    }

    @Test func appFilesImportOnlyWhatTheyUse() {
        let support = "import Foundation\n\nfinal class Assembly {}\n"
        let usesBoth = "import SwiftUI\n\nlet a: Assembly? = nil\nlet b: MainAssembly? = nil\n"
        let usesSupport = "import SwiftUI\n\nlet a: Assembly? = nil\n"
        let usesNeither = "import SwiftUI\n\nlet a = 1\n"
        let result = sources.rewritten(
            [support, usesBoth, usesSupport, usesNeither],
            places: [.support, .app, .app, .appTests])
        #expect(result[0].contains("public final class Assembly"))
        #expect(
            result[1] == "import Architecture\nimport Main\nimport SwiftUI\n\n"
                + usesBoth.dropFirst(16))
        #expect(result[2] == "import Architecture\nimport SwiftUI\n\nlet a: Assembly? = nil\n")
        #expect(result[3] == usesNeither)
    }

    @Test func moduleTestsTestTheModule() {
        let spy = "@testable import MyApp\n\nfinal class MainRouterSpy {}\n"
        let result = sources.rewritten([spy], places: [.moduleTests])
        #expect(result == ["@testable import Main\n\nfinal class MainRouterSpy {}\n"])
    }

    @Test func moduleFilesImportTheSupportCodeAndPublishTheirEntry() {
        let assembly =
            "import SwiftUI\n\nfinal class MainAssembly: Assembly {\n    func build() {}\n}\n"
        let result = sources.rewritten([assembly], places: [.module])
        #expect(
            result == [
                "import Architecture\nimport SwiftUI\n\npublic final class MainAssembly: Assembly {\n"
                    + "    public func build() {}\n}\n"
            ])
    }

    @Test func uikitEntriesArePublicAndTheViewControllerOnlyNamed() {
        let uikit = PackageLayoutSources(
            projectName: "MyApp", support: "Architecture", moduleName: "Main", style: .uikit)
        let router = "import UIKit\n\nstruct MainRouterInput {\n    func go() {}\n}\n"
        let screen =
            "import UIKit\n\nfinal class MainViewController: UIViewController {\n"
            + "    var presenter: Int?\n}\n"
        let result = uikit.rewritten([router, screen], places: [.module, .module])
        #expect(result[0].contains("public struct MainRouterInput"))
        #expect(result[0].contains("    public func go() {}"))
        #expect(result[1].contains("public final class MainViewController"))
        #expect(result[1].contains("\n    var presenter: Int?"))
    }

    @Test func appTestsUsingTheModuleImportItTestable() {
        let uikit = PackageLayoutSources(
            projectName: "MyApp", support: "Architecture", moduleName: "Main", style: .uikit)
        let test = "import Testing\n\n@testable import MyApp\n\nlet a = MainRouterInput()\n"
        #expect(
            uikit.rewritten([test], places: [.appTests])
                == [
                    "import Testing\n\n@testable import Main\n@testable import MyApp\n\n"
                        + "let a = MainRouterInput()\n"
                ])
    }
}
