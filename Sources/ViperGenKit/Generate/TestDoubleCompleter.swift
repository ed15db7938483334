import ViperGenOutput
import ViperGenProject
import ViperGenSwiftSource
import ViperGenSystem
import ViperGenTemplates

/// Completes the test doubles a module's template renders with the requirements of the
/// protocols they conform to as the app declares them (``TestDoubleCompletion``), so an app
/// whose `Viewable` requires more than the template expects still builds its tests.
///
/// Runs for the test files of a module or service made inside a project (the only place
/// tests are written), after rendering and before planning. The protocols come from the
/// entry's own rendered files, then from the app: the names a double refers to that are not
/// known yet are looked up in the project's declaration index (``DeclarationScan``, as
/// ``TypeClashCheck`` scans) and only the files declaring them are read, again for the names
/// those declarations refer to, until none is new. Protocol extensions are read from those
/// files only: a default declared elsewhere is implemented again in the double, which
/// compiles all the same. What was added is said in a note, a double left as it is in a
/// warning.
final class TestDoubleCompleter {
    /// The run's environment.
    let environment: RunEnvironment
    /// Where the notes and warnings go.
    let reporter: Reporter
    /// The declarations of the app files read so far, by absolute path.
    private var readFiles: [String: SwiftDeclarations] = [:]
    /// The names looked up in the app so far, with the files declaring them.
    private var lookedUp: [String: [String]] = [:]
    /// The index the next scan starts from: the project's, then each scan's result.
    private var stamped: StampedIndex? = nil

    /// A completer for one run.
    init(environment: RunEnvironment, reporter: Reporter) {
        self.environment = environment
        self.reporter = reporter
    }

    /// Each request's rendered files, its test doubles completed.
    func complete(_ rendered: [[RenderedFile]], for requests: [GenerationRequest])
        -> [[RenderedFile]]
    {
        zip(requests, rendered).map { request, files in complete(files, for: request) }
    }

    /// `files`, rendered for `request`, with its test doubles completed.
    private func complete(_ files: [RenderedFile], for request: GenerationRequest)
        -> [RenderedFile]
    {
        guard request.command != .project, let project = request.project,
            case .folder = TestPlacement(for: request),
            files.contains(where: { $0.destination == .tests && $0.path.hasSuffix(".swift") })
        else { return files }
        var known = KnownDeclarations()
        for file in files where file.destination != .tests && file.path.hasSuffix(".swift") {
            known.add(SwiftDeclarations(text: Self.text(of: file)), origin: "this module")
        }
        let tests = files.filter { $0.destination == .tests && $0.path.hasSuffix(".swift") }
            .map { SwiftDeclarations(text: Self.text(of: $0)) }
        var searched: Set<String> = []
        var added: Set<String> = []
        while true {
            let names = Set(tests.flatMap { known.unknownNames(referencedBy: $0) })
                .subtracting(searched).sorted()
            guard !names.isEmpty else { break }
            searched.formUnion(names)
            for path in paths(declaring: names, in: project) where added.insert(path).inserted {
                known.add(declarations(at: path), origin: project.config.projectName)
            }
        }
        let completion = TestDoubleCompletion(known: known)
        return files.map { file in
            guard file.destination == .tests, file.path.hasSuffix(".swift") else { return file }
            let outcome = completion.complete(Self.text(of: file))
            report(outcome, path: project.config.testsPath + "/" + file.path)
            guard !outcome.additions.isEmpty else { return file }
            return RenderedFile(
                path: file.path, contents: Array(outcome.text.utf8), destination: file.destination)
        }
    }

    /// Says what `outcome` added to the doubles of the test file at `path` (relative to the
    /// project), and which it left as they are.
    private func report(_ outcome: TestDoubleCompletion.Outcome, path: String) {
        var doubles: [String] = []
        for addition in outcome.additions where doubles.last != addition.double {
            doubles.append(addition.double)
        }
        for double in doubles {
            let added = outcome.additions.filter { $0.double == double }.map {
                "\($0.protocolName): \($0.requirements.joined(separator: ", "))"
            }
            reporter.note(
                "Completed the test double \(double) (\(path)) with the requirements the app's "
                    + "protocols have and its template did not write: "
                    + "\(added.joined(separator: "; ")).")
        }
        for reason in outcome.leftAlone {
            reporter.warning(
                "Left the test double in \(path) as its template wrote it: \(reason). If the "
                    + "tests do not build, add what it lacks.")
        }
    }

    /// The app files (absolute paths, sorted) declaring one of `names`, each read once.
    private func paths(declaring names: [String], in project: Project) -> [String] {
        let missing = names.filter { lookedUp[$0] == nil }
        if !missing.isEmpty {
            let root = project.sourcesFolder.pathString
            if stamped?.root != root {
                stamped = StampedIndex(of: project, fileSystem: environment.fileSystem)
            }
            let scan = DeclarationScan(
                fileSystem: environment.fileSystem,
                settledBefore: FileStamp.now() - environment.declarationIndexSettling)
            if let start = stamped {
                let (found, next, _) = scan.scan(
                    start, matching: DeclarationQuery(types: missing, fileNames: []))
                for name in missing {
                    lookedUp[name] = found.filter { $0.types.contains(name) }.map(\.path)
                }
                // The next round starts from what this one read (never written: the type clash
                // check writes the index), so no round reads a file again.
                stamped = StampedIndex(
                    root: root, index: DeclarationIndex(decoding: next, root: root),
                    fileSystem: environment.fileSystem)
            }
        }
        return Set(names.flatMap { lookedUp[$0] ?? [] }).sorted()
    }

    /// The declarations of the app file at `path` (none when it cannot be read).
    private func declarations(at path: String) -> SwiftDeclarations {
        if let read = readFiles[path] { return read }
        let bytes = (try? environment.fileSystem.readFile(at: AbsolutePath(validating: path))) ?? []
        let read = SwiftDeclarations(text: String(decoding: bytes, as: UTF8.self))
        readFiles[path] = read
        return read
    }

    /// A rendered file's text.
    private static func text(of file: RenderedFile) -> String {
        String(decoding: file.contents, as: UTF8.self)
    }
}
