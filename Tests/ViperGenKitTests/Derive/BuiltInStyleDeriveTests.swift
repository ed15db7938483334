import Foundation
import Testing
import ViperGenSystem
import ViperGenTestSupport

@testable import ViperGenKit

/// A template derived from a module of each built-in style (the golden projects' Payments)
/// makes the module's skeleton under another name: the style's own naming (`IPaymentsBuilder`,
/// `payments` routes, folders with spaces) survives the round trip.
@Suite("templates derive from the built-in styles' modules")
struct BuiltInStyleDeriveTests {
    @Test(arguments: [
        ("project-with-modules/MyApp", "Sources/MyApp/Classes/Modules"),
        ("uikit-project-with-modules/Demo", "Sources/Demo/Classes/Modules"),
        ("routed-project-with-modules/Demo", "Sources/Demo/Classes/Modules"),
        ("builder-project/Demo", "Sources/Demo/Classes/Modules"),
    ])
    func aModuleMadeFromTheDerivedTemplateIsPaymentsSkeletonRenamed(
        golden: String, modules: String
    ) throws {
        let folder = try TemporaryFolder("viper-gen-derive-style")
        try folder.copyContents(of: RepositoryPaths.goldens.appendingPathComponent(golden))
        var options = TemplatesOptions(action: .derive(module: "Payments"))
        options.templateName = "d"
        let derive = KitRun.templates(options, in: folder.url)
        #expect(derive.code == .success, "\(derive.err)")
        let module = KitRun.generate(
            .module,
            .fixed("Orders") {
                $0.template = "d"
                $0.flags.noRegister = true
                $0.flags.quiet = true
            }, in: folder.url)
        #expect(module.code == .success, "\(module.err)")
        let plan = try DerivedTemplate.plan(
            appFolder: folder.absolutePath,
            moduleFolder: folder.absolutePath(modules + "/Payments"),
            name: "d", fileSystem: LocalFileSystem())
        var expected: [String: String] = [:]
        for file in plan.skeleton {
            let path = String(file.path.dropFirst("Payments/".count))
            expected[path.replacingOccurrences(of: "Payments", with: "Orders")] =
                file.text.replacingOccurrences(of: "Payments", with: "Orders")
                .replacingOccurrences(of: "payments", with: "orders")
        }
        let made = try GoldenTree.files(under: folder.appending(modules + "/Orders")).mapValues {
            String(decoding: $0, as: UTF8.self)
        }
        #expect(made.keys.sorted() == expected.keys.sorted())
        for (path, text) in expected.sorted(by: { $0.key < $1.key }) {
            guard let actual = made[path], actual != text else { continue }
            Issue.record(
                Comment(
                    rawValue: "\(path) differs from the renamed skeleton (- expected, + made):\n"
                        + LineDiff.unified(expected: text, actual: actual)))
        }
    }
}
