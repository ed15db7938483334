import ViperGenSwiftSource
import ViperGenSystem

/// A module that is a Swift module of its own in an app whose config records a
/// ``ModuleLayout``: its own local package (`Packages/Payments`), or a target of the app's
/// package (`Sources/Payments`); what its files say differently from a module in the app
/// target's sources.
///
/// Its files import the support module, its entry (the type the app registers, such as
/// `PaymentsAssembly`) is public, its tests import it instead of the app, and the app files
/// that register it import it.
package struct ModulePackage: Equatable, Sendable {
    /// The module's name, which is also its package's, product's and target's.
    package let name: String
    /// The app's layout.
    package let layout: ModuleLayout

    /// The module `name` of `project` as a Swift module of its own; nil when the project keeps
    /// modules in the app target's sources.
    package init?(project: Project?, name: String) {
        guard let layout = project?.config.moduleLayout else { return nil }
        self.name = name
        self.layout = layout
    }

    /// A module `name` in `layout`.
    package init(name: String, layout: ModuleLayout) {
        self.name = name
        self.layout = layout
    }

    /// Where it lies, relative to the project root.
    package var places: ModulePlaces { layout.places(of: name) }

    /// The folder its template's top-level folder is written in, relative to the project root:
    /// the parent of its sources folder (`Packages/Payments/Sources`).
    package var outputFolder: String {
        let parts = places.sources.split(separator: "/").dropLast()
        return parts.joined(separator: "/")
    }

    /// The text of one of its source files: importing the support module, with the types in
    /// `entry` (those the app registers and builds) public with their members and those in
    /// `named` (those the app only names, such as the view controller an entry returns) public
    /// alone.
    package func sourceText(_ text: String, entry: Set<String>, named: Set<String> = []) -> String {
        var text = ImportLines.adding(layout.support, to: text)
        if !entry.isEmpty { text = PublicInterface.publishing(types: entry, in: text) }
        if !named.isEmpty {
            text = PublicInterface.publishing(typesWithoutMembers: named, in: text)
        }
        return text
    }

    /// The text of one of its test files: testing this module instead of `appModule`.
    package func testText(_ text: String, appModule: String) -> String {
        ImportLines.replacingTestableImport(of: appModule, with: name, in: text)
    }

    /// The text of an app file that registers it (`text` as registration left it), importing
    /// the module when the file uses a type of `entry`, and the support module unless the file
    /// is part of it (`path`, relative to the project root).
    package func appFileText(_ text: String, path: String, entry: Set<String>) -> String {
        guard !isInsideSupport(path) else { return text }
        var text = ImportLines.adding(layout.support, to: text)
        if Self.uses(entry, in: text) { text = ImportLines.adding(name, to: text) }
        return text
    }

    /// The text of an app file the module was unregistered from: without its import once
    /// nothing in the file uses a type of `entry` any longer.
    package func unregisteredAppFileText(_ text: String, entry: Set<String>) -> String {
        Self.uses(entry, in: text) ? text : ImportLines.removing(name, from: text)
    }

    /// Whether `path` (relative to the project root) lies in the support module's sources.
    package func isInsideSupport(_ path: String) -> Bool {
        let support = layout.supportPlaces.sources
        return path == support || path.hasPrefix(support + "/")
    }

    /// Whether the code of `text` (not its comments or literals) names a type of `types`.
    private static func uses(_ types: Set<String>, in text: String) -> Bool {
        SwiftSource(text).tokens.contains { token in types.contains { token.isCode($0) } }
    }
}
