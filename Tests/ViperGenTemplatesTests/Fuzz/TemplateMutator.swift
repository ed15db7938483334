/// Mutates template bytes the way a careless editor, a bad merge or a binary file would.
struct TemplateMutator {
    /// The kinds of edit.
    private enum Edit: CaseIterable {
        case insertRandomByte, deleteRange, duplicateRange, spliceMacroPiece, spliceToken
        case splicePlainPiece, insertInvalidUTF8, insertNUL, insertLongLine, truncate
    }

    /// Applies `count` random edits to `bytes`.
    static func mutate(
        _ bytes: [UInt8], edits count: Int, using generator: inout SplitMix64
    ) -> [UInt8] {
        var result = bytes
        for _ in 0..<count {
            apply(generator.pick(Edit.allCases), to: &result, using: &generator)
        }
        return result
    }

    private static func apply(
        _ edit: Edit, to bytes: inout [UInt8], using generator: inout SplitMix64
    ) {
        let position = generator.int(in: 0...bytes.count)
        switch edit {
        case .insertRandomByte:
            bytes.insert(UInt8.random(in: 0...255, using: &generator), at: position)
        case .deleteRange:
            let end = min(bytes.count, position + generator.int(in: 1...16))
            bytes.removeSubrange(position..<end)
        case .duplicateRange:
            let end = min(bytes.count, position + generator.int(in: 1...64))
            bytes.insert(contentsOf: Array(bytes[position..<end]), at: end)
        case .spliceMacroPiece:
            bytes.insert(
                contentsOf: Array(generator.pick(FuzzFragments.macroPieces).utf8), at: position)
        case .spliceToken:
            bytes.insert(
                contentsOf: Array(FuzzFragments.token(using: &generator).utf8), at: position)
        case .splicePlainPiece:
            bytes.insert(
                contentsOf: Array(generator.pick(FuzzFragments.plainPieces).utf8), at: position)
        case .insertInvalidUTF8:
            bytes.insert(contentsOf: generator.pick(FuzzFragments.invalidUTF8), at: position)
        case .insertNUL:
            bytes.insert(0, at: position)
        case .insertLongLine:
            insertLongLine(into: &bytes, at: position, using: &generator)
        case .truncate:
            bytes.removeSubrange(position...)
        }
    }

    /// Inserts a line of 1 to 8 KiB (now and then 64 KiB) made of one repeated piece; rarely,
    /// so that runs stay fast.
    private static func insertLongLine(
        into bytes: inout [UInt8], at position: Int, using generator: inout SplitMix64
    ) {
        guard generator.chance(10) else { return }
        let piece = generator.pick(["x", "_", "___A", "__", "é", "___VARIABLE_x___", "\0"])
        let length = generator.int(in: 1_024...(generator.chance(10) ? 65_536 : 8_192))
        let repeated = String(repeating: piece, count: length / piece.utf8.count)
        bytes.insert(contentsOf: Array(repeated.utf8), at: position)
    }
}
