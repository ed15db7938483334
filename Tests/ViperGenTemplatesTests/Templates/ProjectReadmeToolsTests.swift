import Testing

@testable import ViperGenTemplates

/// Issue 37: the README every project template writes names the Xcode and Swift Playgrounds
/// that open its `Package.swift`; both follow from the manifest's `swift-tools-version`, through
/// the one table below, so no style's README can drift from its manifest or from the others'.
@Suite("Project READMEs name the tools their manifest needs")
struct ProjectReadmeToolsTests {
    /// The first Xcode and Swift Playgrounds that read each tools version (Apple's release notes:
    /// Xcode 15 and Playgrounds 4.4 bring Swift 5.9, Xcode 16 and Playgrounds 4.6 Swift 6).
    static let tools: [String: (xcode: String, playgrounds: String)] = [
        "5.9": ("15", "4.4"),
        "6.0": ("16", "4.6"),
    ]

    /// The project templates' folders (`project`, `uikit-project`, ...), each with a manifest.
    static let projectTemplates = BuiltInTemplates.names.filter {
        $0 == "project" || $0.hasSuffix("-project")
    }

    @Test func everyStyleHasAProjectTemplate() {
        #expect(Self.projectTemplates.count == 5, "\(Self.projectTemplates)")
    }

    @Test(arguments: projectTemplates)
    func theReadmeNamesTheToolsOfTheManifestsToolsVersion(template: String) throws {
        let files = BuiltInTemplates.files
        let prefix = "\(template)/___PROJECTNAME___/"
        let manifest = try #require(files.first { $0.path == prefix + "Package.swift" })
        let readme = try #require(files.first { $0.path == prefix + "README.md" })
        let firstLine =
            String(decoding: manifest.contents, as: UTF8.self)
            .split(separator: "\n").first.map(String.init) ?? ""
        let marker = "// swift-tools-version: "
        #expect(firstLine.hasPrefix(marker), "\(template): \(firstLine)")
        let version = String(firstLine.dropFirst(marker.count))
        let needed = try #require(
            Self.tools[version], "\(template): add tools version \(version) to the table")
        // The README wraps at 100 columns, so a phrase may be split across lines.
        let text = String(decoding: readme.contents, as: UTF8.self)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            text.contains("in Xcode \(needed.xcode) or later"),
            "\(template)'s README for tools \(version): \(text.prefix(400))")
        #expect(
            text.contains("Swift Playgrounds \(needed.playgrounds) or later"),
            "\(template)'s README for tools \(version): \(text.prefix(400))")
        for (other, tools) in Self.tools where other != version {
            #expect(!text.contains("Xcode \(tools.xcode) or later"), "\(template)")
            #expect(!text.contains("Playgrounds \(tools.playgrounds) or later"), "\(template)")
        }
    }
}
