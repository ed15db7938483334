/// The brackets of a file's code tokens, worked out once so that finding a closing bracket or
/// the block around a token costs no scan of the file.
struct BracketTable: Sendable {
    /// Per token: 1 for `{`, `(` and `[`, -1 for `}`, `)` and `]`, else 0.
    let steps: [Int8]
    /// Per token: the index of the bracket closing the one there (the first token after it at
    /// which as many brackets of any kind have closed as opened), or -1 for none.
    let closers: [Int32]
    /// Per token, and for the end of the file, the index of the innermost `{` whose block
    /// contains it, or -1: a `}` closes the innermost open `{`, and one with none open is
    /// passed over.
    let enclosingBraces: [Int32]

    /// The brackets of the code tokens whose keys are `keys`, in one pass.
    init(keys: [TokenKey]) {
        var steps = [Int8](repeating: 0, count: keys.count)
        var closers = [Int32](repeating: -1, count: keys.count)
        var enclosingBraces = [Int32](repeating: -1, count: keys.count + 1)
        var open: [Int32] = []
        var braces: [Int32] = []
        for (offset, key) in keys.enumerated() {
            let index = Int32(offset)
            enclosingBraces[offset] = braces.last ?? -1
            switch key {
            case .openBrace, .openParenthesis, .openBracket:
                steps[offset] = 1
                open.append(index)
                if key == .openBrace { braces.append(index) }
            case .closeBrace, .closeParenthesis, .closeBracket:
                steps[offset] = -1
                if let opener = open.popLast() { closers[Int(opener)] = index }
                if key == .closeBrace { _ = braces.popLast() }
            default: break
            }
        }
        enclosingBraces[keys.count] = braces.last ?? -1
        self.steps = steps
        self.closers = closers
        self.enclosingBraces = enclosingBraces
    }
}
