import ViperGenSystem
import ViperGenText

@testable import ViperGenTemplates

/// Renders one fuzz case with the engine and checks the properties; returns what failed.
enum FuzzCaseChecker {
    /// A case slower than this counts as a hang.
    static let hangLimit: Duration = .seconds(2)

    /// The violated properties of `fuzzCase` (empty when it passes) and whether its content
    /// rendered without error.
    static func check(_ fuzzCase: FuzzCase) -> (problems: [String], rendered: Bool) {
        var problems: [String] = []
        let clock = ContinuousClock()
        let start = clock.now
        let renderer = MacroRenderer(values: fuzzCase.values)
        let reference = ReferenceMacroRenderer(values: fuzzCase.values)
        let path = fuzzCase.templatePath
        let pathResult = run("renderPath", &problems) { try renderer.renderPath(path) }
        if let pathResult {
            problems += compare(pathResult, reference.renderPath(path), what: "renderPath")
            problems += positionProblems(pathResult, input: Array(path.utf8), what: "renderPath")
            if !hasTripleUnderscore(Array(path.utf8)), pathResult != .success(path) {
                problems.append("renderPath changed a path without '___': \(brief(pathResult))")
            }
        }
        let contentResult = run("renderContent", &problems) {
            try renderer.renderContent(
                fuzzCase.contents, outputFileName: fuzzCase.outputFileName, templatePath: path)
        }
        if let contentResult {
            let expected = reference.renderContent(
                fuzzCase.contents, outputFileName: fuzzCase.outputFileName, templatePath: path)
            problems += compare(contentResult, expected, what: "renderContent")
            if case .success = pathResult {
                problems += positionProblems(
                    contentResult, input: fuzzCase.contents, what: "renderContent")
                problems += identityProblems(fuzzCase.contents, result: contentResult)
            }
        }
        let elapsed = clock.now - start
        if elapsed > hangLimit {
            problems.append("took \(elapsed), over the \(hangLimit) hang limit")
        }
        let rendered = (try? contentResult?.get()) != nil
        return (problems, rendered)
    }

    /// The outcome of `body`, or `nil` (and a problem) if it threw anything but a
    /// ``MacroRenderError``.
    private static func run<Output>(
        _ what: String, _ problems: inout [String], _ body: () throws -> Output
    ) -> Result<Output, MacroRenderError>? {
        do {
            return .success(try body())
        } catch let error as MacroRenderError {
            return .failure(error)
        } catch {
            problems.append("\(what) threw \(type(of: error)), not a MacroRenderError: \(error)")
            return nil
        }
    }

    /// Content without `___` that is valid UTF-8 renders to itself, byte for byte.
    private static func identityProblems(
        _ contents: [UInt8], result: Result<[UInt8], MacroRenderError>
    ) -> [String] {
        guard String(strictUTF8: contents) != nil,
            !hasTripleUnderscore(contents)
        else { return [] }
        return result == .success(contents) ? [] : ["content without '___' changed: \(result)"]
    }

    /// Whether `___` occurs in the bytes (compared bytewise: `String.contains` works on
    /// grapheme clusters, where a prefix character can absorb an underscore).
    static func hasTripleUnderscore(_ bytes: [UInt8]) -> Bool {
        var run = 0
        for byte in bytes {
            run = byte == UInt8(ascii: "_") ? run + 1 : 0
            if run == 3 { return true }
        }
        return false
    }

    private static func compare<Output: Equatable>(
        _ actual: Result<Output, MacroRenderError>, _ expected: Result<Output, MacroRenderError>,
        what: String
    ) -> [String] {
        guard actual != expected else { return [] }
        return [
            "\(what) differs from the reference: got \(brief(actual)), expected \(brief(expected))"
        ]
    }

    /// A thrown error is a ``MacroRenderError`` whose line and column lie inside the input.
    private static func positionProblems<Output>(
        _ result: Result<Output, MacroRenderError>, input: [UInt8], what: String
    ) -> [String] {
        guard case .failure(let error) = result else { return [] }
        let lines = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard (1...lines.count).contains(error.line) else {
            return ["\(what) error line \(error.line) outside 1...\(lines.count): \(error)"]
        }
        let lineLength = lines[error.line - 1].count
        guard (1...(lineLength + 1)).contains(error.column) else {
            return ["\(what) error column \(error.column) outside 1...\(lineLength + 1): \(error)"]
        }
        return []
    }

    private static func brief<Output>(_ result: Result<Output, MacroRenderError>) -> String {
        let text: String
        switch result {
        case .success(let output as [UInt8]): text = String(decoding: output, as: UTF8.self)
        case .success(let output): text = "\(output)"
        case .failure(let error): text = "error \(error.kind) at \(error.line):\(error.column)"
        }
        return text.count > 400 ? String(text.prefix(400)) + "…" : text
    }
}
