import Testing

@testable import ViperGenText

/// `String(strictUTF8:)`, the macOS 13 replacement for the standard library's macOS 15
/// `String(validating:as:)`, accepts exactly the valid UTF-8 and keeps every byte.
@Suite("Strict UTF-8 decoding")
struct StrictUTF8Tests {
    /// Valid and invalid byte sequences at the edges of UTF-8.
    static let samples: [[UInt8]] = [
        [], Array("Payments".utf8), Array("Café ☕️ 𝄞".utf8), [0x00], [0x7F],
        [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xEF, 0xBF, 0xBD],
        [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
        [0xFF], [0x80], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF],  // overlong
        [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],  // surrogates
        [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],  // above U+10FFFF
        [0xE1, 0x80], [0x61, 0xE1, 0x80, 0x62], [0xF0, 0x90, 0x80],  // cut short
        Array("ok".utf8) + [0xEF, 0xBF, 0xBD, 0xFF],  // a real U+FFFD, then an invalid byte
    ]

    @Test(arguments: samples)
    func agreesWithTheStandardLibrary(_ bytes: [UInt8]) {
        let strict = String(strictUTF8: bytes)
        if let strict { #expect(Array(strict.utf8) == bytes) }
        if #available(macOS 15, *) {
            #expect(strict == String(validating: bytes, as: UTF8.self), "\(bytes)")
        }
    }

    @Test func refusesWhatRepairWouldChange() {
        #expect(String(strictUTF8: [0x61, 0xFF]) == nil)
        #expect(String(strictUTF8: [0xED, 0xA0, 0x80]) == nil)
        #expect(String(strictUTF8: [0xC0, 0xAF]) == nil)
        #expect(String(strictUTF8: Array("Café".utf8)) == "Café")
        #expect(String(strictUTF8: ArraySlice([0x41, 0x42])) == "AB")
    }

    /// A cut-short sequence (`F0 90 80`) decodes to one U+FFFD of the same length, so only the
    /// comparison of the bytes refuses it: wherever it sits in a long text, in a whole word of
    /// eight bytes or in the tail.
    @Test(arguments: [0, 5, 7, 8, 61, 1_000, 1_013])
    func findsARepairOfTheSameLengthAnywhere(_ offset: Int) {
        var bytes = Array(String(repeating: "struct Payments {}\n", count: 54).utf8)
        #expect(String(strictUTF8: bytes) != nil)
        bytes.replaceSubrange(offset..<offset + 3, with: [0xF0, 0x90, 0x80])
        #expect(String(decoding: bytes, as: UTF8.self).utf8.count == bytes.count)
        #expect(String(strictUTF8: bytes) == nil)
    }

    @Test func agreesOnRandomBytes() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let length = Int.random(in: 0..<12, using: &generator)
            // Bytes drawn mostly from the ranges where UTF-8's rules bite.
            let bytes = (0..<length).map { _ in
                [UInt8.random(in: 0x80...0xFF), UInt8.random(in: 0...0x7F), 0xE0, 0xED, 0xF0]
                    .randomElement(using: &generator) ?? 0
            }
            let strict = String(strictUTF8: bytes)
            if #available(macOS 15, *) {
                #expect(strict == String(validating: bytes, as: UTF8.self), "\(bytes)")
            } else {
                #expect(strict.map { Array($0.utf8) == bytes } ?? true, "\(bytes)")
            }
        }
    }
}
