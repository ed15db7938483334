import Foundation
import Testing

@testable import ViperGenTemplates

/// TemplateInfo.plist options in Xcode's format: `Required` as a Boolean or the string `YES`,
/// `Default` as a string or Boolean, `Values`, `RequiredOptions` with an array or a single
/// value; option lists Xcode could not show are refused naming the plist and the option.
@Suite("TemplateInfo.plist options")
struct TemplateInfoParsingTests {
    /// A plist whose Options array holds `options` (XML `<dict>` bodies).
    private func plist(_ options: [String]) -> [UInt8] {
        let body = options.map { "<dict>\($0)</dict>" }.joined()
        return Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>Kind</key><string>k</string>
            <key>Options</key><array>\(body)</array></dict></plist>
            """.utf8)
    }

    @Test func xcodeSpellingsAreRead() throws {
        let info = try TemplateInfo.parse(
            plist([
                "<key>Identifier</key><string>name</string><key>Required</key><string>YES</string>",
                "<key>Identifier</key><string>style</string><key>Type</key><string>popup</string>"
                    + "<key>Values</key><array><string>A</string><string>B</string></array>"
                    + "<key>Default</key><string>B</string>",
                "<key>Identifier</key><string>Tests</string><key>Type</key><string>checkbox</string>"
                    + "<key>Default</key><string>YES</string>"
                    + "<key>RequiredOptions</key><dict><key>style</key><string>A</string></dict>",
                "<key>Identifier</key><string>flag</string><key>Type</key><string>checkbox</string>"
                    + "<key>Default</key><true/><key>Required</key><false/>",
            ]), file: "/t/TemplateInfo.plist")
        let options = info.options
        #expect(options[0].isRequired && options[0].optionType == .text)
        #expect(options[1].values == ["A", "B"] && options[1].defaultValue == "B")
        #expect(options[2].defaultValue == "true" && options[2].requiredOptions == ["style": ["A"]])
        #expect(options[3].defaultValue == "true" && !options[3].isRequired)
        #expect(
            !options[2].isEnabled(by: ["style": "B"]) && options[2].isEnabled(by: ["style": "A"]))
    }

    @Test(arguments: [
        (
            "<key>Identifier</key><string>s</string><key>Type</key><string>popup</string>",
            "popup option 's' has no Values"
        ),
        (
            "<key>Identifier</key><string>s</string><key>Type</key><string>popup</string>"
                + "<key>Values</key><array><string>A</string></array>"
                + "<key>Default</key><string>C</string>",
            "the Default 'C' of popup option 's' is not one of its Values (A)"
        ),
        (
            "<key>Identifier</key><string>s</string>"
                + "<key>RequiredOptions</key><dict><key>nope</key><string>A</string></dict>",
            "RequiredOptions of option 's' names 'nope', which is not an option"
        ),
        (
            "<key>Identifier</key><string>s</string><key>Values</key><string>A</string>",
            "Values of option 's' is not an array"
        ),
    ])
    func unusableOptionsAreRefused(option: String, reason: String) {
        #expect(
            throws: TemplateError.malformedInfo(file: "/t/TemplateInfo.plist", reason: reason)
        ) {
            try TemplateInfo.parse(plist([option]), file: "/t/TemplateInfo.plist")
        }
    }

    @Test func duplicateIdentifiersAreRefused() {
        let option = "<key>Identifier</key><string>x</string>"
        #expect(
            throws: TemplateError.malformedInfo(
                file: "/t/TemplateInfo.plist", reason: "two options have the Identifier 'x'")
        ) {
            try TemplateInfo.parse(plist([option, option]), file: "/t/TemplateInfo.plist")
        }
    }
}
