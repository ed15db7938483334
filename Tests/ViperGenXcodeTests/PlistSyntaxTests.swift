import Foundation
import Testing

@testable import ViperGenXcode

/// The old-style property list reader and writer behind the project edits.
@Suite("Old-style property lists")
struct PlistSyntaxTests {
    @Test(arguments: [
        ("{\n\ta = b;\n\tc = d\n}\n", 4, "expected ';' after the value of c"),
        ("{\n\ta = \"b;\n}\n", 2, "unterminated quoted string"),
        ("{\n\ta = (b c);\n}\n", 2, "expected ',' or ')'"),
        ("{\n\ta = b;\n", 3, "the file ends where a key or '}' should be"),
        ("{\n\t/* open\n", 2, "unterminated comment"),
        ("{ a = b; } }", 1, "unexpected text after the end"),
        ("{\n\ta = <data>;\n}", 2, "unexpected character '<'"),
        ("{\n\tarchiveVersion = 1;\n}\n", 1, "it has no objects dictionary"),
        ("{\n\tobjects = {\n\t\tX = {a = b; };\n\t};\n}\n", 3, "object X has no isa"),
        (
            "{\n\tobjects = {\n\t};\n\trootObject = X;\n}\n", 4,
            "rootObject does not name a PBXProject"
        ),
    ])
    func unreadableFilesNameTheirLine(text: String, line: Int, reason: String) {
        #expect(
            throws: XcodeProjectError.unparseable(file: "P.pbxproj", line: line, reason: reason)
        ) {
            try addFiles(
                ["A.swift"], toProject: Array(text.utf8), projectFile: "P.pbxproj", target: nil)
        }
    }

    @Test func theUnparseableMessageSaysWhatToDo() {
        let error = XcodeProjectError.unparseable(file: "P.pbxproj", line: 4, reason: "oops")
        #expect(
            error.description
                == "P.pbxproj:4: cannot read the Xcode project: oops. Open the project in Xcode "
                + "to repair it, or add the new files to it by hand.")
    }

    @Test func stringsAreDecodedAndCommentsKept() throws {
        let text = "// !$*UTF8*$!\n{ a = \"x\\\"y\\n\\U00e9\\101\"; /* note */ b = (c, d, ); }"
        let document = try PlistParser.parse(Array(text.utf8))
        #expect(document.root["a"]?.string == "x\"y\n\u{e9}A")
        #expect(document.root["b"]?.items?.compactMap(\.string) == ["c", "d"])
        #expect(document.comments.map(\.text) == ["!$*UTF8*$!", "note"])
    }

    @Test(arguments: [
        ("Payments", "Payments"), ("PaymentsView.swift", "PaymentsView.swift"),
        ("sourcecode.swift", "sourcecode.swift"), ("$(SRCROOT)/x", "\"$(SRCROOT)/x\""),
        ("Preview Content", "\"Preview Content\""), ("My-App", "\"My-App\""),
        ("", "\"\""), ("a\"b", "\"a\\\"b\""), ("a//b", "\"a//b\""), ("a___b", "\"a___b\""),
        ("<group>", "\"<group>\""), ("UIView+Shadow.swift", "\"UIView+Shadow.swift\""),
        ("Über.swift", "\"Über.swift\""), ("a_b$c/d.e", "a_b$c/d.e"),
    ])
    func valuesAreQuotedOnlyWhenXcodeQuotesThem(value: String, written: String) {
        #expect(PlistQuoting.quoted(value) == written)
    }

    @Test func quotedValuesReadBackUnchanged() throws {
        for value in ["Preview Content", "a\"b\\c", "tab\there", "line\nbreak", "Über"] {
            let text = "{ k = \(PlistQuoting.quoted(value)); }"
            #expect(try PlistParser.parse(Array(text.utf8)).root["k"]?.string == value)
        }
    }
}
