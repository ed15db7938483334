import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem

/// Refuses a module or service whose files mention support types (``SupportTypes``) that the
/// app declares nowhere: its files would join the app's build and break it.
///
/// The types a new file needs are found in its code; those the run's own files declare are
/// not needed. The app's sources folder is scanned with the type-clash check's scan (one scan
/// for both); only a type not found there sends the check through every Swift file below the
/// project's root (a target may build several folders), before it refuses.
struct SupportTypeCheck {
    /// The file system to read.
    let fileSystem: any FileSystem

    /// The support types one entry's new files mention and no new file of the run declares.
    struct Need {
        /// The index of the entry in its batch.
        let owner: Int
        /// The types it needs.
        let types: Set<String>
        /// The modules other than Apple's its files import (`GenericModule`, `Swinject`),
        /// which the app must already import or link.
        var imports: Set<String> = []
    }

    /// The modules of Apple's SDK and the toolchain that the built-in templates import, none
    /// of which declares a support type.
    static let platformModules: Set<String> = [
        "Foundation", "UIKit", "SwiftUI", "Combine", "Observation", "XCTest", "Testing",
    ]

    /// What each entry of a run needs, given each new Swift file's text and its entry, and the
    /// types every new file declares.
    static func needs(
        of files: [(owner: Int, text: String)], declaredByRun: Set<String>
    ) -> [Need] {
        var byOwner: [Int: Set<String>] = [:]
        var importsByOwner: [Int: Set<String>] = [:]
        for file in files {
            let scanner = DeclarationScanner(text: file.text)
            // A file importing a library of its own (Swinject, say) may take the names from it.
            let foreign = scanner.importedModules.subtracting(Self.platformModules)
            guard foreign.isEmpty else {
                importsByOwner[file.owner, default: []].formUnion(foreign)
                continue
            }
            let types = DeclarationScanner.mentionedTypes(in: file.text, among: SupportTypes.all)
                .subtracting(declaredByRun)
            if !types.isEmpty { byOwner[file.owner, default: []].formUnion(types) }
        }
        return Set(byOwner.keys).union(importsByOwner.keys).sorted().map {
            Need(owner: $0, types: byOwner[$0] ?? [], imports: importsByOwner[$0] ?? [])
        }
    }

    /// Refuses the first entry of `batch` whose files need a support type that no Swift file
    /// below `root` declares: for an app that is not adopted, whose `.xcodeproj` gets the new
    /// files (inside a project, ``TypeClashCheck`` checks with its scan).
    func check(_ batch: GenerationBatch, below root: AbsolutePath, display: PathDisplay) throws {
        var texts: [(owner: Int, text: String)] = []
        var declared: Set<String> = []
        for (owner, entry) in batch.entries.enumerated() {
            for file in entry.outputFiles + entry.testFiles where file.path.hasSuffix(".swift") {
                let text = String(decoding: file.contents, as: UTF8.self)
                texts.append((owner, text))
                declared.formUnion(DeclarationScanner.declaredTypes(in: text))
            }
        }
        let needs = Self.needs(of: texts, declaredByRun: declared)
        if let unmet = try firstUnmet(needs, declaredInSources: [], root: root) {
            throw Self.error(
                for: batch.entries[unmet.owner].request, missing: unmet.missing, root: root,
                display: display)
        }
        try refuseUnlinked(needs, of: batch.entries.map(\.request), root: root, display: display)
    }

    /// Refuses the first need importing a module that the app below `root` neither imports
    /// (in a Swift file) nor links (a `Package.swift` or project file naming it): the new
    /// files could not import it.
    func refuseUnlinked(
        _ needs: [Need], of requests: [GenerationRequest], root: AbsolutePath, display: PathDisplay
    ) throws {
        // The run's own Swift modules (and the support module they depend on) are made or
        // checked with it.
        let made = Set(
            requests.compactMap(\.modulePackage).flatMap { [$0.name, $0.layout.support] })
        let wanted = needs.reduce(into: Set<String>()) { $0.formUnion($1.imports) }
            .subtracting(made)
        guard !wanted.isEmpty else { return }
        let available = try ModuleAvailability(fileSystem: fileSystem).available(
            wanted, below: root)
        for need in needs {
            let missing = need.imports.subtracting(available).subtracting(made)
            guard !missing.isEmpty else { continue }
            let request = requests[need.owner]
            throw MissingDependencyError(
                kind: request.command, name: request.name, template: request.template.entry.name,
                modules: missing.sorted(), folder: display.show(root))
        }
    }

    /// The refusal of `request`, which needs the `missing` types that no file below `root`
    /// declares.
    static func error(
        for request: GenerationRequest, missing: [String], root: AbsolutePath, display: PathDisplay
    ) -> MissingSupportError {
        MissingSupportError(
            kind: request.command, name: request.name, template: request.template.entry.name,
            missing: missing, folder: display.show(root),
            initAddsIt: ArchitectureSupport.brings(request.style))
    }

    /// The first need some of whose types neither `declaredInSources` nor a Swift file below
    /// `root` declares, with those types sorted; nil when every need is met. (An app file the
    /// run edits still declares what it did: registration only adds lines.)
    func firstUnmet(
        _ needs: [Need], declaredInSources: Set<String>, root: AbsolutePath,
        alsoBelow others: [AbsolutePath] = []
    ) throws -> (owner: Int, missing: [String])? {
        let unmet = needs.filter { !$0.types.isEmpty && !$0.types.isSubset(of: declaredInSources) }
        guard !unmet.isEmpty else { return nil }
        let looked = Set(unmet.flatMap { $0.types.subtracting(declaredInSources) })
        var elsewhere = try declared(looked, below: root)
        for other in others where !looked.isSubset(of: elsewhere) {
            elsewhere.formUnion(try declared(looked.subtracting(elsewhere), below: other))
        }
        for need in unmet {
            let missing = need.types.subtracting(declaredInSources).subtracting(elsewhere)
            if !missing.isEmpty { return (need.owner, missing.sorted()) }
        }
        return nil
    }

    /// Those of `types` that a Swift file below `root` declares at its top level (a nested type
    /// of the same name neither clashes nor stands in), skipping build output and dependencies
    /// as `init` does.
    func declared(_ types: Set<String>, below root: AbsolutePath) throws -> Set<String> {
        var found: Set<String> = []
        let needles = types.map { Array($0.utf8) }
        try FileTreeWalk(fileSystem: fileSystem).walk(
            below: root,
            descend: { !$0.name.hasPrefix(".") && !AppSurveyor.skippedFolders.contains($0.name) },
            visit: { entry in
                guard entry.kind == .file, entry.name.hasSuffix(".swift") else { return true }
                let path = root.appending(component: entry.relativePath)
                guard let bytes = try? fileSystem.readFile(at: path),
                    needles.contains(where: { DeclarationScanner.mentions($0, in: bytes) })
                else { return true }
                found.formUnion(
                    Set(
                        DeclarationScanner.topLevelTypes(in: String(decoding: bytes, as: UTF8.self))
                    )
                    .intersection(types))
                return found != types
            })
        return found
    }
}
