import Foundation
import Testing
import ViperGenTestSupport

/// Issue 38: the README points into docs/ for everything but the basics, so every relative link
/// of the README and docs/ leads to a file that exists and, with `#anchor`, to a heading it has.
@Suite("Document links")
struct DocumentLinkTests {
    /// The README and every page of docs/, relative to the checkout.
    private var documents: [String] {
        get throws {
            let docs = RepositoryPaths.root.appendingPathComponent("docs")
            return try ["README.md"]
                + FileManager.default.contentsOfDirectory(atPath: docs.path)
                .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        }
    }

    /// The anchors GitHub gives the headings of `text`: lowercased, punctuation dropped,
    /// spaces as `-`.
    static func anchors(of text: String) -> Set<String> {
        var anchors: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("#") {
            let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let kept = heading.lowercased().filter {
                $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == " "
            }
            anchors.insert(kept.replacingOccurrences(of: " ", with: "-"))
        }
        return anchors
    }

    @Test func everyRelativeLinkLeadsSomewhere() throws {
        let root = RepositoryPaths.root
        var broken: [String] = []
        for document in try documents {
            var text = try String(
                contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            text = text.replacing(/```.*?```/.dotMatchesNewlines(), with: "")
            for link in text.matches(of: /\]\(([^)\s]+)\)/).map({ String($0.1) })
            where !link.hasPrefix("http") {
                let parts = link.split(
                    separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let folder = (document as NSString).deletingLastPathComponent
                let target =
                    parts[0].isEmpty
                    ? document
                    : ((folder as NSString).appendingPathComponent(String(parts[0])) as NSString)
                        .standardizingPath
                let url = root.appendingPathComponent(target)
                guard FileManager.default.fileExists(atPath: url.path) else {
                    broken.append("\(document): \(link) (no file)")
                    continue
                }
                if parts.count == 2, target.hasSuffix(".md") {
                    let anchors = Self.anchors(of: try String(contentsOf: url, encoding: .utf8))
                    if !anchors.contains(String(parts[1])) {
                        broken.append("\(document): \(link) (no heading)")
                    }
                }
            }
        }
        #expect(broken == [])
    }

    @Test func anchorsAreGitHubs() {
        let text = "## `viper-gen xcode install | uninstall`\n### Records: `.viper-gen/`\n"
        #expect(
            Self.anchors(of: text) == ["viper-gen-xcode-install--uninstall", "records-viper-gen"])
    }
}
