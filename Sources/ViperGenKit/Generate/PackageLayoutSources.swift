import ViperGenProject
import ViperGenSwiftSource

/// The Swift files of a new app package rewritten for the targets they move to.
///
/// Through the source transforms of ``PublicInterface`` and ``ImportLines``:
/// - the support code: everything another module uses made public (all its files at once, so
///   that a class inheriting only protocols declared in another file gets its initializer);
/// - the module: imports the support code, its entry public (swiftui's `<Module>Assembly`;
///   uikit's router input and entry entity, and the view controller it returns without its
///   members: ``PackageLayoutStyle``), its preview made from its own assembly
///   (``PackageLayoutPreview``);
/// - the module's tests: `@testable import <Module>` instead of the app;
/// - the app's files and tests: import the support code where they use it, and the module
///   where they use its entry.
struct PackageLayoutSources: Sendable {
    /// The project's name: the app's Swift module.
    let projectName: String
    /// The support code's target.
    let support: String
    /// The module the project starts with.
    let moduleName: String
    /// Which of the module's types other targets use.
    var style = PackageLayoutStyle.swiftui

    /// The types of the module another target uses, public with their members.
    var entries: [String] { style.entrySuffixes.map { moduleName + $0 } }
    /// The types of the module another target only names, public without their members.
    var namedTypes: [String] { style.namedSuffixes.map { moduleName + $0 } }

    /// The `texts` of files placed at `places`, rewritten; in the same order.
    func rewritten(_ texts: [String], places: [PackageLayoutPlace]) -> [String] {
        let supportIndices = places.indices.filter { places[$0] == .support }
        let published = PublicInterface.publishingAll(inFiles: supportIndices.map { texts[$0] })
        var result = texts
        for (index, text) in zip(supportIndices, published) { result[index] = text }
        let supportNames = Set(published.flatMap(DeclarationScanner.topLevelTypes(in:)))
        for index in texts.indices {
            switch places[index] {
            case .module: result[index] = module(texts[index])
            case .moduleTests:
                result[index] = importing(
                    ImportLines.replacingTestableImport(
                        of: projectName, with: moduleName, in: texts[index]),
                    supportNames: supportNames)
            case .app:
                result[index] = importing(texts[index], supportNames: supportNames)
            case .appTests:
                result[index] = importing(
                    texts[index], supportNames: supportNames, testable: true)
            case .support, .readme, .other: break
            }
        }
        return result
    }

    /// A file of the module: importing the support code, its entry public, its preview its own
    /// (a swiftui preview through the app's builder; others have none to rewrite).
    private func module(_ text: String) -> String {
        let module = ModulePackage(
            name: moduleName, layout: .targets(manifest: "Package.swift", support: support))
        return module.sourceText(
            PackageLayoutPreview.fromOwnAssembly(text, module: moduleName), entry: Set(entries),
            named: Set(namedTypes))
    }

    /// `text` importing the support code if it uses one of `supportNames`, and the module if it
    /// uses its entry: `testable` (the app's tests, which may reach inside the module, as they
    /// did when it was part of the app), `@testable` beside the file's other `@testable` imports.
    private func importing(_ text: String, supportNames: Set<String>, testable: Bool = false)
        -> String
    {
        let scanner = DeclarationScanner(text: text)
        var edited = text
        if supportNames.contains(where: scanner.uses) {
            edited = ImportLines.adding(support, to: edited)
        }
        if entries.contains(where: scanner.uses) {
            edited =
                testable
                ? Self.addingTestableImport(of: moduleName, to: edited)
                : ImportLines.adding(moduleName, to: edited)
        }
        return edited
    }

    /// `text` with `@testable import module` among its `@testable import` lines; with a plain
    /// import (``ImportLines/adding(_:to:)``) when it has none.
    static func addingTestableImport(of module: String, to text: String) -> String {
        let testable = "@testable import "
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.contains(testable + module),
            let last = lines.lastIndex(where: { $0.hasPrefix(testable) })
        else { return ImportLines.adding(module, to: text) }
        // In order among the `@testable` imports, as swift-format's OrderedImports wants them.
        let next = lines.firstIndex { $0.hasPrefix(testable) && $0 > testable + module }
        lines.insert(testable + module, at: next ?? last + 1)
        return lines.joined(separator: "\n")
    }
}
