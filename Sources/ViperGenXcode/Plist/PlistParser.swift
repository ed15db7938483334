/// Parses an old-style (OpenStep) property list, such as an Xcode `project.pbxproj`, into nodes
/// that remember where each value sits in the file.
struct PlistParser {
    /// How deeply arrays and dictionaries may nest: a real project file nests about 6 deep,
    /// and the parser recurses once per level, so a hostile file must not take it deeper.
    static let maximumDepth = 128

    private let tokens: [PlistToken]
    private let endOffset: Int
    private var index = 0

    /// The parsed root value and the file's comments.
    struct Document: Sendable {
        /// The root value.
        var root: PlistNode
        /// Every comment, in file order.
        var comments: [PlistComment]
        /// Every string token's value, in file order.
        var strings: [String]
    }

    private init(tokens: [PlistToken], endOffset: Int) {
        self.tokens = tokens
        self.endOffset = endOffset
    }

    /// Parses `bytes`, which must hold exactly one value (comments and spaces around it allowed).
    static func parse(_ bytes: [UInt8]) throws(PlistSyntaxError) -> Document {
        let (tokens, comments) = try PlistLexer.scan(bytes)
        var parser = PlistParser(tokens: tokens, endOffset: bytes.count)
        let root = try parser.value(depth: 0)
        if parser.index < tokens.count {
            throw PlistSyntaxError(
                offset: tokens[parser.index].start, reason: "unexpected text after the end")
        }
        let strings = tokens.filter { $0.kind == .string }.map(\.value)
        return Document(root: root, comments: comments, strings: strings)
    }

    /// The value at `index`, inside `depth` arrays and dictionaries.
    private mutating func value(depth: Int) throws(PlistSyntaxError) -> PlistNode {
        guard index < tokens.count else {
            throw PlistSyntaxError(
                offset: endOffset, reason: "the file ends where a value should be")
        }
        let token = tokens[index]
        index += 1
        switch token.kind {
        case .string:
            return PlistNode(value: .string(token.value), start: token.start, end: token.end)
        case .punctuation(let byte) where depth >= Self.maximumDepth && "{(".utf8.contains(byte):
            throw PlistSyntaxError(
                offset: token.start,
                reason: "'\(UnicodeScalar(byte))' is nested more than \(Self.maximumDepth) levels "
                    + "deep: a real project file is never that deep; the file is damaged or "
                    + "hostile")
        case .punctuation(UInt8(ascii: "{")):
            return try dictionary(from: token.start, depth: depth + 1)
        case .punctuation(UInt8(ascii: "(")):
            return try array(from: token.start, depth: depth + 1)
        case .punctuation(let byte):
            throw PlistSyntaxError(
                offset: token.start, reason: "expected a value, found '\(UnicodeScalar(byte))'")
        }
    }

    private mutating func dictionary(from start: Int, depth: Int) throws(PlistSyntaxError)
        -> PlistNode
    {
        var entries: [PlistEntry] = []
        while true {
            let token = try peek(expecting: "a key or '}'")
            if token.isPunctuation(UInt8(ascii: "}")) {
                index += 1
                return PlistNode(value: .dictionary(entries), start: start, end: token.end)
            }
            guard token.kind == .string else {
                throw PlistSyntaxError(offset: token.start, reason: "expected a key or '}'")
            }
            index += 1
            try expect(UInt8(ascii: "="), after: "key \(token.value)")
            let value = try value(depth: depth)
            let semicolon = try expect(UInt8(ascii: ";"), after: "the value of \(token.value)")
            entries.append(
                PlistEntry(key: token.value, start: token.start, value: value, end: semicolon.end))
        }
    }

    private mutating func array(from start: Int, depth: Int) throws(PlistSyntaxError)
        -> PlistNode
    {
        var items: [PlistNode] = []
        var trailingComma = false
        while true {
            let token = try peek(expecting: "a value or ')'")
            if token.isPunctuation(UInt8(ascii: ")")) {
                index += 1
                return PlistNode(
                    value: .array(items, trailingComma: trailingComma), start: start,
                    end: token.end)
            }
            if !items.isEmpty, !trailingComma {
                throw PlistSyntaxError(offset: token.start, reason: "expected ',' or ')'")
            }
            items.append(try value(depth: depth))
            trailingComma = false
            if index < tokens.count, tokens[index].isPunctuation(UInt8(ascii: ",")) {
                index += 1
                trailingComma = true
            }
        }
    }

    private func peek(expecting what: String) throws(PlistSyntaxError) -> PlistToken {
        guard index < tokens.count else {
            throw PlistSyntaxError(
                offset: endOffset, reason: "the file ends where \(what) should be")
        }
        return tokens[index]
    }

    @discardableResult
    private mutating func expect(_ byte: UInt8, after what: String) throws(PlistSyntaxError)
        -> PlistToken
    {
        let token = try peek(expecting: "'\(UnicodeScalar(byte))'")
        guard token.isPunctuation(byte) else {
            throw PlistSyntaxError(
                offset: token.start, reason: "expected '\(UnicodeScalar(byte))' after \(what)")
        }
        index += 1
        return token
    }
}
