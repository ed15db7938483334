import Foundation
import ViperGenTestSupport

@testable import ViperGenSwiftSource

/// An app `Shop` in a temporary folder whose modules folder holds one `Profile` module of a
/// flavour from `Tests/Fixtures/Derive` (Generamba, CleanSwift, HandWritten).
struct DeriveFixture {
    /// The flavours, one folder each under `Tests/Fixtures/Derive`.
    static let flavours = ["Generamba", "CleanSwift", "HandWritten"]
    /// Where the flavours' `Profile` folders are.
    static let root = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Derive")
    /// The modules folder, relative to the app.
    static let modulesPath = "Shop/Modules"

    /// The temporary folder holding the app.
    let folder: TemporaryFolder
    /// The flavour.
    let flavour: String

    /// Creates the app with `.viper-gen.json` and the flavour's `Profile` module.
    init(_ flavour: String, project: Bool = true) throws {
        self.flavour = flavour
        folder = try TemporaryFolder("viper-gen-derive")
        if project {
            try folder.write(
                ".viper-gen.json",
                #"{"projectName": "Shop", "modulesPath": "Shop/Modules"}"# + "\n")
        }
        try folder.makeDirectory(Self.modulesPath)
        try FileManager.default.copyItem(
            at: Self.root.appendingPathComponent(flavour + "/Profile"),
            to: folder.appending(Self.modulesPath + "/Profile"))
    }

    /// Runs viper-gen in the app.
    func run(_ arguments: [String]) -> TestRun {
        TestRun.run(arguments, in: folder.url)
    }

    /// The text of every file below `relative`, by path relative to it.
    func texts(under relative: String) throws -> [String: String] {
        try GoldenTree.files(under: folder.appending(relative)).mapValues {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// Every file below `relative` in one text, each after a `--- path` line, in path order: a
    /// template folder as one golden (its Swift files hold macros, which `swift format` cannot
    /// read, so they are kept out of the linted tree).
    func listing(of relative: String) throws -> String {
        try texts(under: relative).sorted { $0.key < $1.key }
            .map { "--- \($0.key)\n\($0.value)" }.joined(separator: "\n")
    }

    /// The exemplar's skeleton with `Profile` → `Orders` and `profile` → `orders`, by path
    /// relative to the module's folder: what `module Orders --template` must make.
    func renamedSkeleton() throws -> [String: String] {
        let sources = try texts(under: Self.modulesPath + "/Profile").map {
            ModuleSourceFile(path: "Profile/" + $0.key, text: $0.value)
        }.sorted { $0.path < $1.path }
        let skeleton = ModuleSkeleton(moduleName: "Profile").skeletons(of: sources)
        var renamed: [String: String] = [:]
        for file in skeleton {
            let path = String(file.path.dropFirst("Profile/".count))
            renamed[path.replacingOccurrences(of: "Profile", with: "Orders")] =
                file.text.replacingOccurrences(of: "Profile", with: "Orders")
                .replacingOccurrences(of: "profile", with: "orders")
        }
        return renamed
    }
}
