import Foundation
import Testing

@testable import ViperGenTemplates

/// A TemplateInfo.plist nested deeper than ``PropertyListValue/maximumDepth`` is refused with
/// the place that goes too deep, in every format Foundation reads, before Foundation's
/// recursive reader sees it (10,000 levels overflowed its stack); one at the limit is read.
@Suite("Property list nesting")
struct PropertyListNestingTests {
    private let file = "/t/TemplateInfo.plist"
    private let limit = PropertyListValue.maximumDepth

    /// The reason for a value nested too deep, as TemplateInfo.parse words it.
    private func tooDeep(_ what: String, at place: String) -> TemplateError {
        .malformedInfo(
            file: file,
            reason: "\(what) is nested more than \(limit) levels deep at \(place): a real "
                + "TemplateInfo.plist is never that deep; the file is damaged or hostile")
    }

    /// An XML TemplateInfo.plist whose `Deep` entry is `arrays` arrays, one per line from
    /// line 3; `<plist>` and the root `<dict>` are the first two levels.
    private func xml(arrays: Int) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<plist version=\"1.0\"><dict><key>Kind</key><string>k</string><key>Deep</key>\n"
            + String(repeating: "<array>\n", count: arrays)
            + String(repeating: "</array>", count: arrays) + "</dict></plist>\n"
    }

    /// An old-style TemplateInfo.plist whose `Deep` entry is `arrays` arrays, one per line
    /// from line 4; the root `{` is the first level.
    private func openStep(arrays: Int) -> String {
        "{\nKind = k;\nDeep =\n" + String(repeating: "(\n", count: arrays)
            + String(repeating: ")", count: arrays) + ";\n}\n"
    }

    @Test func xmlNestedTenThousandDeepIsRefusedAtTheElementThatGoesTooDeep() {
        // <plist> and <dict> are levels 1 and 2: the (limit - 1)th array is one too many.
        #expect(throws: tooDeep("<array>", at: "line \(limit + 1)")) {
            try TemplateInfo.parse(Array(xml(arrays: 10_000).utf8), file: file)
        }
    }

    @Test func xmlNestedToTheLimitIsRead() throws {
        let info = try TemplateInfo.parse(Array(xml(arrays: limit - 2).utf8), file: file)
        #expect(info.kind == "k")
        #expect(throws: tooDeep("<array>", at: "line \(limit + 1)")) {
            try TemplateInfo.parse(Array(xml(arrays: limit - 1).utf8), file: file)
        }
    }

    @Test func utf16XMLNestedTenThousandDeepIsRefused() {
        let bytes: [UInt8] =
            [0xFF, 0xFE]
            + xml(arrays: 10_000).utf16.flatMap { unit -> [UInt8] in
                [UInt8(truncatingIfNeeded: unit), UInt8(truncatingIfNeeded: unit >> 8)]
            }
        #expect(throws: tooDeep("<array>", at: "line \(limit + 1)")) {
            try TemplateInfo.parse(bytes, file: file)
        }
    }

    @Test func oldStyleTextNestedTenThousandDeepIsRefused() {
        // The root '{' is level 1: the limit-th '(' is one too many, on line 3 + limit.
        #expect(throws: tooDeep("'('", at: "line \(limit + 3)")) {
            try TemplateInfo.parse(Array(openStep(arrays: 10_000).utf8), file: file)
        }
    }

    @Test func oldStyleTextNestedToTheLimitIsRead() throws {
        let info = try TemplateInfo.parse(Array(openStep(arrays: limit - 1).utf8), file: file)
        #expect(info.kind == "k")
    }

    @Test func binaryNestedTenThousandDeepIsRefusedAtTheArrayThatGoesTooDeep() {
        let (bytes, offsets) = Self.binary(arrays: 10_000)
        // The root dictionary is level 1; object 4 is the first array.
        #expect(throws: tooDeep("an array", at: "byte offset \(offsets[3 + limit])")) {
            try TemplateInfo.parse(bytes, file: file)
        }
    }

    @Test func binaryNestedToTheLimitIsRead() throws {
        let info = try TemplateInfo.parse(Self.binary(arrays: limit - 1).bytes, file: file)
        #expect(info.kind == "k")
    }

    @Test func aBinaryArrayThatHoldsItselfIsRefused() {
        let (bytes, offsets) = Self.binary(objects: [[0xA1, 0, 0, 0, 4]])
        #expect(
            throws: TemplateError.malformedInfo(
                file: file,
                reason: "the array at byte offset \(offsets[4]) holds itself: a real "
                    + "TemplateInfo.plist never does; the file is damaged or hostile")
        ) {
            try TemplateInfo.parse(bytes, file: file)
        }
    }

    @Test func binaryValuesSharedToExpandExponentiallyAreRefused() {
        // 40 levels of arrays holding the next one twice: 2^40 values once expanded.
        let shared = (0..<40).map { level -> [UInt8] in
            let next = UInt8(5 + level)
            return [0xA2, 0, 0, 0, next, 0, 0, 0, next]
        }
        let (bytes, _) = Self.binary(objects: shared + [[0xA0]])
        #expect(
            throws: TemplateError.malformedInfo(
                file: file,
                reason: "its shared values add up to more than "
                    + "\(BinaryPropertyListCheck.maximumValueCount) values: a real "
                    + "TemplateInfo.plist never holds that many; the file is damaged or hostile")
        ) {
            try TemplateInfo.parse(bytes, file: file)
        }
    }

    /// A binary TemplateInfo.plist `{Kind = k; Deep = <object 4>}` whose objects from 4 on are
    /// `arrays` arrays, each holding the next; with every object's byte offset.
    private static func binary(arrays: Int) -> (bytes: [UInt8], offsets: [Int]) {
        let chain = (0..<arrays).map { index -> [UInt8] in
            guard index < arrays - 1 else { return [0xA0] }
            return [0xA1] + reference(5 + index)
        }
        return binary(objects: chain)
    }

    /// A binary TemplateInfo.plist `{Kind = k; Deep = <object 4>}` followed by `objects`, which
    /// are objects 4 and on (references are 4 bytes); with every object's byte offset.
    private static func binary(objects: [[UInt8]]) -> (bytes: [UInt8], offsets: [Int]) {
        let root: [UInt8] = [0xD2] + reference(1) + reference(2) + reference(3) + reference(4)
        let all =
            [root, [0x54] + Array("Kind".utf8), [0x54] + Array("Deep".utf8), [0x51, 0x6B]]
            + objects
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in all {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += reference(offset) }
        bytes +=
            [0, 0, 0, 0, 0, 0, 4, 4] + bigEndian64(all.count) + bigEndian64(0)
            + bigEndian64(table)
        return (bytes, offsets)
    }

    private static func reference(_ value: Int) -> [UInt8] {
        (0..<4).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    private static func bigEndian64(_ value: Int) -> [UInt8] {
        (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
