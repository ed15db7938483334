import Testing

@testable import ViperGenKit
@testable import ViperGenTemplates

/// The manifest template of a `--layout packages` project.
@Suite("Package layout manifest")
struct PackageLayoutManifestTests {
    @Test func theAppTargetIsAPlainLiteralDependingOnEachTarget() {
        let template = PackageLayoutManifest(
            support: "Architecture", moduleName: "Main", hasModuleTests: true
        ).template
        #expect(!template.contains("appTarget"))
        #expect(template.contains(".executableTarget("))
        let appDependencies = [
            "            dependencies: [", "                \"Architecture\",",
            "                \"Main\",", "            ],",
        ]
        #expect(template.contains(appDependencies.joined(separator: "\n")))
        #expect(template.contains("name: \"MainTests\""))
        #expect(template.contains(".target(name: \"Architecture\")"))
    }

    @Test func withoutModuleTestsThereIsNoModuleTestTarget() {
        let template = PackageLayoutManifest(
            support: "Core", moduleName: "Home", hasModuleTests: false
        ).template
        #expect(!template.contains("HomeTests"))
        #expect(template.contains(".target(name: \"Core\")"))
        #expect(template.contains("dependencies: [\"Core\"]"))
        #expect(template.hasSuffix("    ]\n)\n"))
    }
}
