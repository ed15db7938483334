import Foundation
import ViperGenKit
import ViperGenProject
import ViperGenSystem

/// An app `Shop` in a temporary folder whose modules folder holds one `Profile` module of a
/// flavour from `Tests/Fixtures/Derive` (Generamba, CleanSwift, HandWritten); its runs are
/// `DeriveFixture+KitRun` (ViperGenKitTests) and `DeriveFixture+TestRun` (ViperGenCLITests).
package struct DeriveFixture {
    /// The flavours, one folder each under `Tests/Fixtures/Derive`.
    package static let flavours = ["Generamba", "CleanSwift", "HandWritten"]
    /// Where the flavours' `Profile` folders are.
    package static let root = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Derive")
    /// The modules folder, relative to the app.
    package static let modulesPath = "Shop/Modules"

    /// The temporary folder holding the app.
    package let folder: TemporaryFolder
    /// The flavour.
    package let flavour: String

    /// Creates the app with `.viper-gen.json` and the flavour's `Profile` module.
    package init(_ flavour: String, project: Bool = true) throws {
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

    /// The text of every file below `relative`, by path relative to it.
    package func texts(under relative: String) throws -> [String: String] {
        try GoldenTree.files(under: folder.appending(relative)).mapValues {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// Every file below `relative` in one text, each after a `--- path` line, in path order: a
    /// template folder as one golden (its Swift files hold macros, which `swift format` cannot
    /// read, so they are kept out of the linted tree).
    package func listing(of relative: String) throws -> String {
        try texts(under: relative).sorted { $0.key < $1.key }
            .map { "--- \($0.key)\n\($0.value)" }.joined(separator: "\n")
    }

    /// The exemplar's skeleton with `Profile` → `Orders` and `profile` → `orders`, by path
    /// relative to the module's folder: what `module Orders --template` must make.
    package func renamedSkeleton() throws -> [String: String] {
        var renamed: [String: String] = [:]
        for (path, text) in try skeleton(of: "Profile") {
            renamed[path.replacingOccurrences(of: "Profile", with: "Orders")] =
                text.replacingOccurrences(of: "Profile", with: "Orders")
                .replacingOccurrences(of: "profile", with: "orders")
        }
        return renamed
    }

    /// The skeleton of the module `name` in the modules folder (as `DerivedTemplate.plan` makes
    /// it with `ModuleSkeleton`), by path relative to the module's folder.
    package func skeleton(of name: String) throws -> [String: String] {
        let plan = try DerivedTemplate.plan(
            appFolder: folder.absolutePath,
            moduleFolder: folder.absolutePath(Self.modulesPath + "/" + name),
            name: "skeleton", fileSystem: LocalFileSystem())
        var skeleton: [String: String] = [:]
        for file in plan.skeleton {
            skeleton[String(file.path.dropFirst(name.count + 1))] = file.text
        }
        return skeleton
    }
}
