import Foundation
import Testing
import ViperGenTestSupport

@testable import ViperGenKit

/// The generic style builds on the GenericModule package, which `init` cannot add: an app
/// that never imports it is not taken for a generic app because a folder looks like a generic
/// module (Yattee's `Services/Player/PlayerState.swift`), and a generic module is refused in an
/// app that cannot import the package.
@Suite("init and module: the generic style needs its package")
struct GenericPackageAdoptionTests {
    /// A SwiftUI app built by Package.swift from `App/`, with a `Player/PlayerState.swift`
    /// and `dependencies` in its manifest.
    private func app(dependencies: String = "") throws -> TemporaryFolder {
        let app = try TemporaryFolder("viper-gen-generic-package")
        try app.write(
            "Package.swift",
            "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(\n"
                + "    name: \"Tube\",\(dependencies)\n    targets: [.executableTarget(name: "
                + "\"Tube\", path: \"App\")]\n)\n")
        try app.write(
            "App/TubeApp.swift",
            "import SwiftUI\n\n@main\nstruct TubeApp: App {\n    var body: some Scene {\n"
                + "        WindowGroup { Text(\"Tube\") }\n    }\n}\n")
        try app.write(
            "App/Services/Player/PlayerState.swift",
            "import Foundation\n\nstruct PlayerState {\n    var isPlaying = false\n}\n")
        return app
    }

    @Test func aFolderShapedLikeAGenericModuleInAnAppWithoutThePackageIsNotOne() throws {
        let app = try app()
        let run = KitRun.initialize(.fixed { $0.dryRun = true }, in: app.url)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.contains("style         swiftui  (the SwiftUI app App/TubeApp.swift)"))
        #expect(run.out.contains("modules       App/Modules"), "\(run.out)")
    }

    @Test func aGenericModuleInAnAppThatCannotImportThePackageIsRefused() throws {
        let app = try app()
        let adopted = KitRun.initialize(
            .fixed {
                $0.style = "generic"
                $0.quiet = true
            }, in: app.url)
        #expect(adopted.code == .success, "\(adopted.err)")
        let before = try DirectorySnapshot(of: app.path)

        let run = KitRun.generate(.module, .fixed("Payments"), in: app.url)

        #expect(run.code == .cannotCreate, "\(run.out)")
        #expect(
            run.err.contains(
                "The module Payments would not compile: the generic-module template's files "
                    + "import GenericModule, which no Swift file below"), "\(run.err)")
        #expect(try DirectorySnapshot(of: app.path) == before)
    }

    @Test func aGenericModuleInAnAppLinkingThePackageIsWritten() throws {
        let app = try app(
            dependencies:
                "\n    dependencies: [.package(url: \"https://example.com/GenericModule\", "
                + "from: \"1.0.0\")],\n    products: [],")
        try app.write(
            "Package.swift",
            try String(contentsOf: app.appending("Package.swift"), encoding: .utf8)
                .replacingOccurrences(
                    of: "path: \"App\")",
                    with: "dependencies: [.product(name: \"GenericModule\", package: "
                        + "\"GenericModule\")], path: \"App\")"))
        let adopted = KitRun.initialize(
            .fixed {
                $0.style = "generic"
                $0.quiet = true
            }, in: app.url)
        #expect(adopted.code == .success, "\(adopted.err)")
        let run = KitRun.generate(
            .module, .fixed("Payments") { $0.flags.quiet = true }, in: app.url)
        #expect(run.code == .success, "\(run.err)")
    }
}
