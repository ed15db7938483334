import Foundation
import Testing

@testable import ViperGenTemplates

/// A text property list must be UTF-8 (or UTF-16 with a byte order mark, which Foundation
/// reads too): bytes that are not are refused with their line and offset, never read as
/// something else.
@Suite("Property list encoding")
struct PropertyListEncodingTests {
    private let file = "/t/TemplateInfo.plist"

    @Test func invalidUTF8InAnXMLTemplateInfoIsRefusedWithItsPlace() {
        let head =
            Array(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n"
                    .utf8) + Array("<key>Kind</key><string>caf".utf8)
        let bytes = head + [0xE9] + Array("</string></dict></plist>\n".utf8)
        #expect(
            throws: TemplateError.malformedInfo(
                file: file,
                reason: "it is not valid UTF-8 text: byte 0xE9 at line 3 (byte offset "
                    + "\(head.count)) is not valid; save the file as UTF-8")
        ) {
            try TemplateInfo.parse(bytes, file: file)
        }
    }

    @Test func invalidUTF8InAnOldStyleTemplateInfoIsRefusedWithItsPlace() {
        let head = Array("{\n\tKind = \"k\";\n\tDescription = \"".utf8)
        let bytes = head + [0xC3, 0x28] + Array("\";\n}\n".utf8)
        #expect(
            throws: TemplateError.malformedInfo(
                file: file,
                reason: "it is not valid UTF-8 text: byte 0xC3 at line 3 (byte offset "
                    + "\(head.count)) is not valid; save the file as UTF-8")
        ) {
            try TemplateInfo.parse(bytes, file: file)
        }
    }

    /// A TemplateInfo.plist declaring `encoding`, described as "Café".
    private func text(encoding: String) -> String {
        "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<plist version=\"1.0\"><dict>"
            + "<key>Kind</key><string>k</string><key>Description</key><string>Café</string>"
            + "</dict></plist>\n"
    }

    @Test func utf8WithAByteOrderMarkAndUTF16AreRead() throws {
        let utf8 = Array(text(encoding: "UTF-8").utf8)
        let utf16: [UInt8] =
            [0xFE, 0xFF]
            + text(encoding: "UTF-16").utf16.flatMap { unit in
                [UInt8(truncatingIfNeeded: unit >> 8), UInt8(truncatingIfNeeded: unit)]
            }
        for bytes in [utf8, [0xEF, 0xBB, 0xBF] + utf8, utf16] {
            let info = try TemplateInfo.parse(bytes, file: file)
            #expect(info.kind == "k" && info.description == "Café")
        }
    }
}
