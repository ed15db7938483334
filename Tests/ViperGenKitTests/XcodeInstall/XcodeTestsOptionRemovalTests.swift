import Foundation
import Testing
import ViperGenTemplates

@testable import ViperGenKit

/// The `tests` option taken out of TemplateInfo.plist for Xcode, by the project's plist writer.
@Suite("xcode install: tests option removal")
struct XcodeTestsOptionRemovalTests {
    /// A plist with a `tests` popup, an option that requires it, and text needing escapes.
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>Kind</key><string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string>
        <key>Description</key><string>A &amp; B &lt;C&gt;</string>
        <key>SortOrder</key><integer>2</integer>
        <key>Options</key><array>
        <dict><key>Identifier</key><string>tests</string><key>Type</key><string>popup</string>
        <key>Values</key><array><string>SwiftTesting</string><string>XCTest</string></array></dict>
        <dict><key>Identifier</key><string>mocks</string><key>Type</key><string>checkbox</string>
        <key>Required</key><false/>
        <key>RequiredOptions</key><dict><key>tests</key><string>XCTest</string></dict></dict>
        <dict><key>Identifier</key><string>style</string><key>Type</key><string>popup</string>
        <key>Values</key><array/>
        <key>RequiredOptions</key><dict><key>tests</key><string>XCTest</string>
        <key>mocks</key><true/></dict></dict>
        </array></dict></plist>
        """

    @Test func theTestsOptionAndTheRequirementsNamingItGoAndTheRestStays() throws {
        let bytes = try XcodeTestsOptionRemoval.templateInfo(
            from: Array(Self.plist.utf8), file: "T")
        let options = try #require(PropertyListValue.parse(bytes).dictionary?["Options"]?.array)
        #expect(options.compactMap { $0.dictionary?["Identifier"]?.string } == ["mocks", "style"])
        #expect(options[0].dictionary?["RequiredOptions"] == nil)
        #expect(options[1].dictionary?["RequiredOptions"] == .dictionary(["mocks": .boolean(true)]))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\t<key>Description</key>\n\t<string>A &amp; B &lt;C&gt;</string>\n"))
        #expect(text.contains("\t<key>SortOrder</key>\n\t<integer>2</integer>\n"))
        #expect(text.contains("\t\t\t<key>Values</key>\n\t\t\t<array/>\n"))
        #expect(text.hasSuffix("</dict>\n</plist>\n"))
    }

    @Test func theRewriteIsByteStable() throws {
        let first = try XcodeTestsOptionRemoval.templateInfo(
            from: Array(Self.plist.utf8), file: "T")
        for _ in 0..<5 {
            #expect(
                try XcodeTestsOptionRemoval.templateInfo(from: Array(Self.plist.utf8), file: "T")
                    == first)
        }
        // Written again through the writer, the output is unchanged: keys sorted, one layout.
        let reparsed = try PropertyListValue.parse(first)
        #expect(PropertyListXMLWriter.text(of: reparsed).map { Array($0.utf8) } == first)
    }

    @Test func theDescriptionLosesItsClauseAboutTheTestTarget() {
        #expect(
            XcodeTestsOptionRemoval.withoutTests(
                "A module: a presenter; with presenter tests (Swift Testing or XCTest) and spies; with x for the test target."
            )
                == "A module: a presenter; with presenter tests (Swift Testing or XCTest) and spies."
        )
        #expect(
            XcodeTestsOptionRemoval.withoutTests("A view; with tests for the test target.")
                == "A view.")
        // Without the closing clause, the description is kept as it is.
        #expect(
            XcodeTestsOptionRemoval.withoutTests("A view; with tests.") == "A view; with tests.")
        #expect(
            XcodeTestsOptionRemoval.withoutTests("Files for the test target.")
                == "Files for the test target.")
    }

    @Test func aPlistWithoutTheOptionIsLeftByteForByte() throws {
        let plain = Array(Self.plist.replacingOccurrences(of: ">tests<", with: ">kind<").utf8)
        #expect(try XcodeTestsOptionRemoval.templateInfo(from: plain, file: "T") == plain)
    }
}
