import Foundation
import Testing

@testable import ViperGenTemplates

/// The reader of plain XML plists must read exactly what Foundation reads, and leave to
/// Foundation everything outside its subset.
@Suite("XML property list reader")
struct XMLPropertyListReaderTests {
    /// What Foundation's decoder reads from `text`.
    private static func foundation(_ text: String) throws -> PropertyListValue {
        try PropertyListValue.decodedByFoundation(Array(text.utf8))
    }

    private static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
        "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(body)
        </plist>

        """
    }

    @Test func everyBuiltInTemplateInfoIsReadAsFoundationReadsIt() throws {
        let infos = BuiltInTemplates.files.filter { $0.path.hasSuffix("/TemplateInfo.plist") }
        #expect(infos.count == BuiltInTemplates.names.count)
        for info in infos {
            let read = XMLPropertyListReader.value(of: info.contents)
            #expect(read != nil, "\(info.path) is left to Foundation")
            #expect(
                read == (try PropertyListValue.decodedByFoundation(info.contents)), "\(info.path)")
        }
    }

    @Test(arguments: [
        "<dict><key>a &amp; b</key><string>&lt;x&gt; &quot;q&quot; &apos;s&apos;</string></dict>",
        "<dict>\n\t<key>Kind</key>\n\t<string>  spaced \n text\t</string>\n</dict>",
        "<dict><key></key><string></string><key>e</key><string/><key>d</key><dict/></dict>",
        "<array><integer>0</integer><integer>-12</integer><integer>999999999999999999</integer></array>",
        "<array><true/><false/><array/><array><string>Grüße, 日本 🎉</string></array></array>",
        "<string>a > b</string>",
    ])
    func plainPlistsAreReadAsFoundationReadsThem(body: String) throws {
        let text = Self.plist(body)
        let read = XMLPropertyListReader.value(of: Array(text.utf8))
        #expect(read != nil)
        #expect(read == (try Self.foundation(text)))
    }

    @Test func aPlistWithoutDeclarationOrDoctypeIsRead() throws {
        let text = "<plist><dict><key>k</key><string>v</string></dict></plist>"
        #expect(
            XMLPropertyListReader.value(of: Array(text.utf8)) == .dictionary(["k": .string("v")]))
        #expect(XMLPropertyListReader.value(of: Array(text.utf8)) == (try Self.foundation(text)))
    }

    @Test(arguments: [
        "<dict><!-- a comment --><key>k</key><string>v</string></dict>",
        "<string><![CDATA[<raw>]]></string>",
        "<string>&#65;&#x42;</string>",
        "<real>2.5</real>",
        "<real>2</real>",
        "<date>2026-12-05T07:00:00Z</date>",
        "<data>AAEC</data>",
        "<dict><key>k</key><string>a</string><key>k</key><string>b</string></dict>",
        "<integer>007</integer>",
        "<integer>+5</integer>",
        "<integer> 5 </integer>",
        "<integer>12345678901234567890</integer>",
        "<true />",
        "<string>line\r\nend</string>",
        "<dict><key>k</key></dict>",
        "<string>unknown &nbsp; entity</string>",
    ])
    func anythingElseIsLeftToFoundation(body: String) throws {
        let text = Self.plist(body)
        #expect(XMLPropertyListReader.value(of: Array(text.utf8)) == nil)
        let foundation = try? Self.foundation(text)
        #expect((try? PropertyListValue.parse(Array(text.utf8))) == foundation)
    }

    @Test func anotherDeclaredEncodingIsLeftToFoundation() {
        let text = Self.plist("<string>caf\u{E9}</string>")
            .replacingOccurrences(of: "UTF-8", with: "ISO-8859-1")
        #expect(XMLPropertyListReader.value(of: Array(text.utf8)) == nil)
    }

    @Test func randomValuesWrittenAsXMLAreReadAsFoundationReadsThem() throws {
        var random = SplitMix64(seed: 0x5EED_25)
        for round in 0..<200 {
            let value = Self.randomValue(depth: 0, using: &random)
            guard let text = PropertyListXMLWriter.text(of: value) else { continue }
            let read = XMLPropertyListReader.value(of: Array(text.utf8))
            #expect(read == value, "round \(round)")
            #expect(read == (try Self.foundation(text)), "round \(round)")
        }
    }

    /// Every value the reader gives for a damaged TemplateInfo.plist is Foundation's: a file
    /// Foundation refuses is never read here.
    @Test func damagedTemplateInfosAreReadAsFoundationReadsThemOrLeftToIt() throws {
        let infos = BuiltInTemplates.files.filter { $0.path.hasSuffix("/TemplateInfo.plist") }
        let pieces = [
            "<", ">", "/", "&", ";", "\"", "'", "\r", "\n", " ", "\u{1}", "0", "-",
            "a", "<key>", "</key>", "<string>", "</string>", "<true/>", "<integer>", "</dict>",
            "<dict>", "&amp;", "&#", "<!--", "é",
        ].map { Array($0.utf8) }
        var random = SplitMix64(seed: 0xD1A6_25)
        var compared = 0
        for round in 0..<600 {
            var bytes = random.pick(infos).contents
            for _ in 0..<random.int(in: 1...3) {
                let at = random.int(in: 0...bytes.count - 1)
                let length = random.int(in: 0...4)
                let end = min(bytes.count, at + length)
                bytes.replaceSubrange(at..<end, with: random.chance(70) ? random.pick(pieces) : [])
            }
            guard let read = XMLPropertyListReader.value(of: bytes) else { continue }
            compared += 1
            let foundation = try? PropertyListValue.decodedByFoundation(bytes)
            #expect(read == foundation, "round \(round): \(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(compared > 60, "too few damaged files were still read: \(compared)")
    }

    private static let characters = Array("aZ0 \t\n<>&\"'é日🎉-_.")

    private static func randomValue(depth: Int, using random: inout SplitMix64)
        -> PropertyListValue
    {
        func text() -> String {
            String((0..<random.int(in: 0...8)).map { _ in random.pick(characters) })
        }
        switch depth < 3 ? random.int(in: 0...5) : random.int(in: 0...2) {
        case 0: return .string(text())
        case 1: return .boolean(random.chance(50))
        case 2: return .integer(random.int(in: -100_000...100_000))
        case 3:
            return .array(
                (0..<random.int(in: 0...4)).map { _ in randomValue(depth: depth + 1, using: &random)
                })
        default:
            var entries: [String: PropertyListValue] = [:]
            for _ in 0..<random.int(in: 0...4) {
                entries[text()] = randomValue(depth: depth + 1, using: &random)
            }
            return .dictionary(entries)
        }
    }
}
