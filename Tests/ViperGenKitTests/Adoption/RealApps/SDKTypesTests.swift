import Foundation
import Testing
import ViperGenSwiftSource
import ViperGenTestSupport

/// The SDK list of the real-app measure stays complete: every type a built-in template
/// mentions is declared by the templates themselves or listed as the SDK's, and every type the
/// stand-ins for Apple's frameworks declare is listed.
@Suite("Real apps: the SDK's type names")
struct SDKTypesTests {
    @Test func everyTypeABuiltInTemplateMentionsIsDeclaredByTheTemplatesOrTheSDK() throws {
        let files = RepositoryPaths.swiftFiles(below: [RepositoryPaths.templates])
        #expect(files.count > 50, "the templates were not found")
        var declared: Set<String> = []
        var mentioned: [String: String] = [:]
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            declared.formUnion(DeclarationScanner.declaredTypes(in: text))
            for name in TypeMentions(text).mentioned where mentioned[name] == nil {
                mentioned[name] = file.path.replacingOccurrences(
                    of: RepositoryPaths.templates.path + "/", with: "")
            }
        }
        // A name declared with a macro (`___FILEBASENAME___Assembly`) covers the project
        // templates' `Main` module's (`MainAssembly`); the GenericModule package declares what
        // the generic style imports.
        declared.formUnion(declared.compactMap { MacroNamePattern($0)?.name(with: "Main") })
        let package = try Self.declarations(below: "GenericModule")
        let uncovered = mentioned.keys.filter { name in
            !declared.contains(name) && !SDKTypes.names.contains(name)
                && !package.contains(name)
        }.sorted()
        let listing = uncovered.map { "\($0) (\(mentioned[$0] ?? ""))" }
        #expect(
            uncovered.isEmpty,
            "add to Tests/Fixtures/RealApps/sdk-types.txt if the SDK declares them:\n\(listing)")
    }

    @Test func everyTypeTheStandInsForApplesFrameworksDeclareIsListed() throws {
        // GenericModule is a third-party package, not the SDK: an app has it only if it
        // depends on it, so its names are not listed.
        var declared: Set<String> = []
        for framework in ["SwiftUI", "UIKit", "Combine"] {
            declared.formUnion(try Self.declarations(below: framework))
        }
        #expect(declared.count > 50, "the stand-ins were not found")
        let missing = declared.filter { !SDKTypes.names.contains($0) }
        #expect(missing.isEmpty, "not in sdk-types.txt: \(missing.sorted())")
    }

    @Test func aNameDeclaredWithMacrosBecomesTheMainModulesName() {
        #expect(
            MacroNamePattern("___VARIABLE_moduleName___Assembly")?.name(with: "Main")
                == "MainAssembly")
        #expect(
            MacroNamePattern("Mock___FILEBASENAME___Router")?.name(with: "Main") == "MockMainRouter"
        )
        #expect(MacroNamePattern("MainAssembly") == nil)
    }

    /// The type names the stand-in `folder` of `Tests/StandIns` declares.
    private static func declarations(below folder: String) throws -> Set<String> {
        var names: Set<String> = []
        let root = RepositoryPaths.standIns.appendingPathComponent(folder)
        for file in RepositoryPaths.swiftFiles(below: [root]) {
            names.formUnion(
                DeclarationScanner.declaredTypes(in: try String(contentsOf: file, encoding: .utf8)))
        }
        return names
    }
}
