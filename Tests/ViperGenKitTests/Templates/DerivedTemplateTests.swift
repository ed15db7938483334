import Foundation
import Testing
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenKit

/// The Kit API `init` calls: which module is the exemplar (small among the complete ones) and
/// the template files planned from it, at paths relative to the app, without writing.
@Suite("Derived template API")
struct DerivedTemplateTests {
    /// `lines` lines of Swift.
    private func swift(_ type: String, lines: Int) -> String {
        "final class \(type) {}\n" + String(repeating: "// line\n", count: lines - 1)
    }

    @Test func theExemplarIsTheSmallestModuleWithTheMostCommonParts() throws {
        let folder = try TemporaryFolder()
        let parts = ["Presenter", "Interactor", "Router", "ViewController"]
        for (module, lines) in [("Orders", 40), ("Cart", 12), ("Search", 11)] {
            for part in parts {
                try folder.write(
                    "App/Modules/\(module)/\(module)\(part).swift",
                    swift(module + part, lines: lines))
            }
        }
        // A cell is not a part: Search stays as complete as the others.
        try folder.write("App/Modules/Search/SearchResultCell.swift", swift("Cell", lines: 1))
        // Smaller, but without an interactor: not complete.
        try folder.write(
            "App/Modules/About/AboutPresenter.swift", swift("AboutPresenter", lines: 2))
        try folder.write("App/Modules/About/AboutRouter.swift", swift("AboutRouter", lines: 2))
        let modules = ["Orders", "Cart", "Search", "About"].map {
            folder.absolutePath("App/Modules/\($0)")
        }
        let exemplar = DerivedTemplate.exemplar(among: modules, fileSystem: LocalFileSystem())
        #expect(exemplar?.basename == "Search")
        #expect(DerivedTemplate.exemplar(among: [], fileSystem: LocalFileSystem()) == nil)
    }

    @Test func thePlanHoldsTheTemplateFilesAtPathsInTheAppAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "App/Modules/Cart/CartPresenter.swift",
            "final class CartPresenter {\n    weak var view: CartView?\n    var total = 0\n}\n")
        try folder.write("App/Modules/Cart/Cart.storyboard", "<document/>\n")
        let plan = try DerivedTemplate.plan(
            appFolder: folder.absolutePath, moduleFolder: folder.absolutePath("App/Modules/Cart"),
            name: DerivedTemplate.defaultName(appName: "MyShop"), fileSystem: LocalFileSystem())
        #expect(plan.name == "my-shop-module")
        #expect(
            plan.files.map(\.path) == [
                ".viper-gen/templates/my-shop-module/TemplateInfo.plist",
                ".viper-gen/templates/my-shop-module/___FILEBASENAME___/"
                    + "___FILEBASENAME___Presenter.swift",
            ])
        #expect(
            plan.files.last.map { String(decoding: $0.contents, as: UTF8.self) }
                == "final class ___VARIABLE_moduleName___Presenter {\n"
                + "    weak var view: ___VARIABLE_moduleName___View?\n}\n")
        #expect(plan.leftOut == ["Cart/Cart.storyboard"])
        #expect(!FileManager.default.fileExists(atPath: folder.path(".viper-gen")))
    }

    @Test(arguments: [
        ("Shop", "shop-module"), ("MyShop", "my-shop-module"), ("my app", "my-app-module"),
        ("ACMEStore", "acmestore-module"), ("", "app-module"),
    ])
    func theDefaultNameIsTheAppsNameInLowercaseWordsThenModule(app: String, name: String) {
        #expect(DerivedTemplate.defaultName(appName: app) == name)
    }
}
