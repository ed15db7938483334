import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit
@testable import ViperGenProject

/// Issue 22: `init` adopts an app of every style without flags, from how its modules are laid
/// out, and a plain `module` then makes a module of that style in the app's modules folder.
@Suite("init: every style")
struct InitStyleTests {
    /// A copy of the generated project of `golden` (`uikit-project/Demo`) without its config,
    /// and that config as it was.
    private func app(_ golden: String) throws -> (TemporaryFolder, ProjectConfig) {
        let folder = try TemporaryFolder("viper-gen-init-style")
        let source = RepositoryPaths.goldens.appendingPathComponent(golden)
        try folder.copyContents(of: source, skipping: [".viper-gen.json"])
        let config = try ProjectConfig.decode(
            Array(
                try String(
                    contentsOf: source.appendingPathComponent(".viper-gen.json"), encoding: .utf8
                ).utf8),
            file: ".viper-gen.json")
        return (folder, config)
    }

    @Test(arguments: [
        ("project/MyApp", "swiftui", "Main"), ("uikit-project/Demo", "uikit", "Main"),
        ("routed-project/Demo", "routed", "Main"), ("builder-project/Demo", "builder", "Main"),
        ("generic-project/Demo", "generic", "Main"),
    ])
    func anAppOfEveryStyleIsAdoptedWithoutFlags(golden: String, style: String, module: String)
        throws
    {
        let (app, generated) = try app(golden)
        let run = KitRun.initialize(in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("style         \(style)  ("), "\(run.out)")
        let adopted = try ProjectConfig.decode(
            Array(try app.read(".viper-gen.json").utf8), file: ".viper-gen.json")
        #expect(adopted.style == style)
        #expect(adopted.projectName == generated.projectName)
        #expect(adopted.sourcesPath == generated.sourcesPath)
        #expect(adopted.modulesPath == generated.modulesPath)
        #expect(adopted.servicesPath == generated.servicesPath)
        #expect(adopted.testsPath == generated.testsPath)
        // The swiftui app files are looked for only in the style that registers there.
        #expect(run.err.contains("no file declares RootApp") == false, "\(run.err)")

        let orders = KitRun.generate(.module, .fixed("Orders"), in: app.url)
        #expect(orders.code == .success, "\(orders.err)")
        let folder = app.appending(adopted.modulesPath + "/Orders")
        let marker = try #require(ArchitectureStyle(rawValue: style)).moduleMarker("Orders")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(marker.joined(separator: "/")).path),
            "no \(style) module at \(folder.path): \(orders.out)")
        #expect(run.out.contains("modules       \(adopted.modulesPath)  (holds \(module)"))
    }

    @Test func styleOverridesWhatIsFoundAndAnUnknownStyleIsRefused() throws {
        let (app, _) = try app("uikit-project/Demo")
        // The modules folder holds uikit modules; with --style routed it is still the folder
        // where modules live.
        let chosen = KitRun.initialize(
            .with {
                $0.style = "routed"
                $0.dryRun = true
            }, in: app.url)
        #expect(chosen.code == .success, "\(chosen.err)")
        #expect(chosen.out.contains("style         routed  (from --style)"), "\(chosen.out)")
        #expect(
            chosen.out.contains(
                "modules       Sources/Demo/Classes/Modules  (holds Main, laid out as uikit)"),
            "\(chosen.out)")
        #expect(chosen.out.contains("\"style\" : \"routed\""), "\(chosen.out)")

        let before = try DirectorySnapshot(of: app.path)
        let unknown = KitRun.initialize(.with { $0.style = "swiftUI" }, in: app.url)
        #expect(unknown.code == .usage)
        #expect(
            unknown.err.contains(
                "style: 'swiftUI' is not a style; pass --style with one of swiftui, uikit, "
                    + "routed, builder, generic."), "\(unknown.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func aMissingServicesFolderDoesNotBlockAdoption() throws {
        let (app, generated) = try app("project/MyApp")
        // Services hold the navigation service in a generated app; an app may have none yet.
        try FileManager.default.removeItem(at: app.appending(generated.servicesPath))
        let run = KitRun.initialize(.with { $0.dryRun = true }, in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.out.contains(
                "services      Sources/MyApp/Classes/Services  (none yet; beside the modules, "
                    + "made by the first viper-gen service)"), "\(run.out)")
    }

    @Test func anAppWithoutModulesYetGetsItsScreensFolderAndTheStyleNamed() throws {
        // Issue 22: a UIKit app with no VIPER module yet, adopted with the style the team names.
        let app = try TemporaryFolder("viper-gen-init-style")
        try app.write("Package.swift", "let package = Package(name: \"Shop\")\n")
        try app.write(
            "Shop/AppDelegate.swift",
            "@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        try app.makeDirectory("Shop/Features")
        try app.makeDirectory("StoreTests")
        try app.makeDirectory("StoreUITests")
        let run = KitRun.initialize(.with { $0.style = "uikit" }, in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.out.contains(
                "modules       Shop/Features  (no modules yet; the app's screens folder)"),
            "\(run.out)")
        #expect(run.out.contains("sources       Shop  (the folder of Shop/AppDelegate.swift)"))
        // The only unit-test folder, though not named after the project; UI tests never count.
        #expect(run.out.contains("tests         StoreTests  (the app's only test folder)"))
        let module = KitRun.generate(.module, .fixed("Cart"), in: app.url)
        #expect(module.code == .success, "\(module.err)")
        #expect(
            FileManager.default.fileExists(
                atPath: app.path + "/Shop/Features/Cart/CartEntities.swift"))
    }

    @Test(arguments: [
        // Generamba: one folder per part.
        (
            "Modules",
            [
                "View/CartViewController", "Presenter/CartPresenter",
                "Interactor/CartInteractor", "Router/CartRouter", "Assembly/CartAssembly",
            ]
        ),
        // Clean Swift: a scene's VIP cycle side by side.
        (
            "Scenes",
            [
                "CartViewController", "CartInteractor", "CartPresenter", "CartRouter",
                "CartModels", "CartWorker",
            ]
        ),
    ])
    func aUIKitAppWithVIPERModulesOfAnotherLayoutIsAdoptedAsUIKit(
        folder: String, files: [String]
    ) throws {
        let app = try TemporaryFolder("viper-gen-init-style")
        try app.write("Package.swift", "let package = Package(name: \"Shop\")\n")
        try app.write(
            "Shop/AppDelegate.swift",
            "@UIApplicationMain\nfinal class AppDelegate: UIResponder {}\n")
        for module in ["Cart", "Home"] {
            for file in files {
                let path = file.replacingOccurrences(of: "Cart", with: module)
                try app.write("Shop/\(folder)/\(module)/\(path).swift", "")
            }
        }
        // A lone presenter is no module.
        try app.write("Shop/Shared/Loose/LoosePresenter.swift", "")
        let run = KitRun.initialize(in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(
            run.out.contains("style         uikit  (Cart, Home are VIPER modules of a UIKit app)"),
            "\(run.out)")
        #expect(run.out.contains("modules       Shop/\(folder)  (holds Cart, Home)"), "\(run.out)")
        // Issue 36: the app's modules are not uikit's, so a module shaped like its own is made
        // from a template derived from one of them, not a uikit module it could not build.
        #expect(run.out.contains("Making the team template shop-module from"), "\(run.out)")
        let module = KitRun.generate(.module, .fixed("Payments"), in: app.url)
        #expect(module.code == .success, "\(module.err)")
        for file in files {
            let path = file.replacingOccurrences(of: "Cart", with: "Payments")
            #expect(
                FileManager.default.fileExists(
                    atPath: app.path + "/Shop/\(folder)/Payments/\(path).swift"), "\(path)")
        }
        #expect(
            !FileManager.default.fileExists(
                atPath: app.path + "/Shop/\(folder)/Payments/PaymentsEntities.swift"))
    }

    @Test func aLocalPackagesFoldersAreNeitherModulesNorScreens() throws {
        // Issue 36 (NetNewsWire): `Modules/` holds local packages, one with an XML folder
        // beside XMLEntities.swift, the shape of a uikit module.
        let app = try TemporaryFolder("viper-gen-init-style")
        try app.write("Package.swift", "let package = Package(name: \"Shop\")\n")
        try app.write(
            "Shop/ShopApp.swift", "import SwiftUI\n\n@main\nstruct ShopApp: App {}\n")
        try app.write("Modules/Parser/Package.swift", "let package = Package(name: \"Parser\")\n")
        try app.write(
            "Modules/Parser/Sources/Parser/XML/XMLEntities.swift", "enum XMLEntities {}\n")
        let run = KitRun.initialize(.with { $0.dryRun = true }, in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("style         swiftui  (the SwiftUI app Shop/ShopApp.swift)"))
        #expect(
            run.out.contains(
                "modules       Shop/Modules  (no modules yet; made in the sources by the first "),
            "\(run.out)")
    }
}
