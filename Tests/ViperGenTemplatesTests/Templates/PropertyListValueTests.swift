import Foundation
import Testing

@testable import ViperGenTemplates

/// Property lists are read with FoundationEssentials' `PropertyListDecoder`, in every format
/// `PropertyListSerialization` read: XML, binary and old-style (OpenStep).
@Suite("Property list values")
struct PropertyListValueTests {
    /// A TemplateInfo.plist as a Foundation object, written by `PropertyListSerialization`.
    private static var info: [String: Any] {
        [
            "Kind": "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind",
            "Description": "A module.",
            "Options": [
                [
                    "Identifier": "style", "Type": "popup", "Values": ["A", "B"], "Default": "B",
                    "Required": true,
                ],
                [
                    "Identifier": "count", "Default": 3, "Required": 1,
                    "RequiredOptions": ["style": "A"],
                ],
                ["Identifier": "ratio", "Default": 2.5, "Name": "Ratio"],
            ],
        ]
    }

    private static func bytes(_ format: PropertyListSerialization.PropertyListFormat) throws
        -> [UInt8]
    {
        [UInt8](
            try PropertyListSerialization.data(fromPropertyList: info, format: format, options: 0))
    }

    @Test(arguments: [
        PropertyListSerialization.PropertyListFormat.xml,
        PropertyListSerialization.PropertyListFormat.binary,
    ])
    func templateInfoReadsTheSameInEveryFormat(format: PropertyListSerialization.PropertyListFormat)
        throws
    {
        let info = try TemplateInfo.parse(try Self.bytes(format), file: "/t/TemplateInfo.plist")
        #expect(info.kind == "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind")
        #expect(info.description == "A module.")
        #expect(info.options.map(\.identifier) == ["style", "count", "ratio"])
        #expect(info.options.map(\.defaultValue) == ["B", "3", "2.5"])
        #expect(info.options.map(\.isRequired) == [true, true, false])
        #expect(info.options[0].values == ["A", "B"])
        #expect(info.options[1].requiredOptions == ["style": ["A"]])
        #expect(info.options[2].name == "Ratio")
    }

    @Test func oldStylePlistsAreRead() throws {
        let text = "{ Kind = k; Options = ( { Identifier = x; Default = YES; Required = YES; } ); }"
        let info = try TemplateInfo.parse(Array(text.utf8), file: "/t/TemplateInfo.plist")
        #expect(info.kind == "k")
        #expect(info.options.first?.defaultValue == "YES" && info.options.first?.isRequired == true)
    }

    @Test func valuesOfEveryKind() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>s</key><string>text</string><key>t</key><true/><key>f</key><false/>
            <key>i</key><integer>-7</integer><key>r</key><real>0.5</real>
            <key>d</key><date>2026-12-02T09:41:00Z</date><key>b</key><data>AAE=</data>
            <key>a</key><array><string>x</string><dict/></array>
            </dict></plist>
            """
        #expect(
            try PropertyListValue.parse(Array(xml.utf8))
                == .dictionary([
                    "s": .string("text"), "t": .boolean(true), "f": .boolean(false),
                    "i": .integer(-7), "r": .real(0.5), "d": .other, "b": .other,
                    "a": .array([.string("x"), .dictionary([:])]),
                ]))
    }

    @Test(arguments: ["", "{", "<plist><dict><key>K</key>", "(a, "])
    func notAPropertyList(text: String) {
        #expect(throws: PropertyListReadError.notAPropertyList) {
            try PropertyListValue.parse(Array(text.utf8))
        }
    }

    @Test func numbersReadAsFoundationBridgedThem() {
        // PropertyListSerialization gave NSNumbers: 0 and 1 cast to Bool, others printed.
        let cases: [(PropertyListValue, text: String, flag: Bool)] = [
            (.integer(1), "true", true), (.integer(0), "false", false), (.integer(2), "2", true),
            (.integer(-1), "-1", true), (.real(1), "true", true), (.real(0), "false", false),
            (.real(1.5), "1.5", true), (.real(0.1), "0.1", false), (.real(1e20), "1e+20", true),
            (.boolean(true), "true", true), (.string("YES"), "YES", true), (.other, "", false),
        ]
        for (value, text, flag) in cases {
            #expect(TemplateOptionParser.text(value) ?? "" == text, "\(value)")
            #expect(TemplateOptionParser.flag(value) == flag, "\(value)")
        }
    }
}
