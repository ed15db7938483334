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
    /// `entry` (those the app registers and builds) public.
    package func sourceText(_ text: String, entry: Set<String>) -> String {
        var text = ImportLines.adding(layout.support, to: Self.previewFromOwnAssembly(text, name))
        if !entry.isEmpty { text = PublicInterface.publishing(types: entry, in: text) }
        return text
    }

    /// `text` with a preview that shows the module through the app's `ApplicationViewBuilder`
    /// (which a module of its own cannot see) showing it through its own assembly instead,
    /// over a container holding the navigation service it resolves.
    static func previewFromOwnAssembly(_ text: String, _ module: String) -> String {
        let call = "ApplicationViewBuilder.stub.build(view: ."
        guard let range = text.firstRange(of: call) else { return text }
        let lineStart =
            text[..<range.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) }
            ?? text.startIndex
        let indentation = String(text[lineStart..<range.lowerBound])
        let lineEnd = text[range.upperBound...].firstIndex(of: "\n") ?? text.endIndex
        let lines = [
            "let container = DependencyContainer(assemblyFactory: AssemblyFactory())",
            "let _ = container.apply(NavigationAssembly.self)",
            "\(module)Assembly(container: container).build()",
        ]
        return String(text[..<range.lowerBound]) + lines.joined(separator: "\n" + indentation)
            + String(text[lineEnd...])
    }

    /// The text of one of its test files: testing this module instead of `appModule`.
    package func testText(_ text: String, appModule: String) -> String {
        ImportLines.replacingTestableImport(of: appModule, with: name, in: text)
    }

    /// The text of an app file that registers it (`text` as registration left it), importing
    /// the module when the file uses `entry`, and the support module unless the file is part
    /// of it (`path`, relative to the project root).
    package func appFileText(_ text: String, path: String, entry: String) -> String {
        guard !isInsideSupport(path) else { return text }
        var text = ImportLines.adding(layout.support, to: text)
        if Self.uses(entry, in: text) { text = ImportLines.adding(name, to: text) }
        return text
    }

    /// The text of an app file the module was unregistered from: without its import once
    /// nothing in the file uses `entry` any longer.
    package func unregisteredAppFileText(_ text: String, entry: String) -> String {
        Self.uses(entry, in: text) ? text : ImportLines.removing(name, from: text)
    }

    /// Whether `path` (relative to the project root) lies in the support module's sources.
    package func isInsideSupport(_ path: String) -> Bool {
        let support = layout.supportPlaces.sources
        return path == support || path.hasPrefix(support + "/")
    }

    /// Whether the code of `text` (not its comments or literals) names `type`.
    private static func uses(_ type: String, in text: String) -> Bool {
        SwiftSource(text).tokens.contains { $0.isCode(type) }
    }
}
