import Foundation
import ViperGenTestSupport

/// The rows of a Markdown table in one of the checkout's documents, for tests that hold a
/// documented table to the code it describes.
struct MarkdownTable {
    /// Each row's cells, trimmed, header and separator left out.
    let rows: [[String]]

    /// The first table after the line `heading` in the checkout's file `path` (before the next
    /// heading of any level) whose header line is `header`, or the first table at all.
    init(in path: String, after heading: String, header: String? = nil) throws {
        let text = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent(path), encoding: .utf8)
        try self.init(text: text, after: heading, header: header)
    }

    /// The first table after the line `heading` in `text`, before the next heading, whose
    /// header line is `header` (any header when nil).
    init(text: String, after heading: String, header: String? = nil) throws {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else {
            throw MissingHeading(heading: heading)
        }
        var rows: [String] = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix("#") { break }
            if line.hasPrefix("|") {
                rows.append(line)
            } else if let first = rows.first {
                if header == nil || first == header { break }
                rows = []
            }
        }
        guard let first = rows.first, header == nil || first == header else {
            throw MissingHeading(heading: heading + " (a table headed " + (header ?? "") + ")")
        }
        self.rows = rows.dropFirst(2).map(Self.cells)
    }

    /// The cells of a table line: split at `|` but not at `\|`, which stands for a `|`.
    static func cells(of line: String) -> [String] {
        let marker = "\u{0}"
        let cells = line.replacingOccurrences(of: "\\|", with: marker).split(
            separator: "|", omittingEmptySubsequences: false)
        return cells.dropFirst().dropLast().map {
            $0.replacingOccurrences(of: marker, with: "|").trimmingCharacters(in: .whitespaces)
        }
    }

    /// A heading the document does not have.
    struct MissingHeading: Error, CustomStringConvertible {
        /// The heading looked for.
        let heading: String
        var description: String { "no line \(heading)" }
    }
}
