/// One kept member of a skeleton's body, as the lines it is written as.
struct SkeletonPiece {
    /// Its lines, terminators included.
    let text: String
    /// Whether a blank line (or a comment that is left out) came before it in the exemplar.
    let blankBefore: Bool
    /// For a directive line, its keyword (`if`, `elseif`, `else`, `endif`); nil otherwise.
    var directive: String? = nil

    /// The pieces joined, a blank line before each that had one (not before the first unless
    /// `blankFirst`), and `#if … #endif` blocks left with nothing inside removed.
    static func joined(_ pieces: [SkeletonPiece], blankFirst: Bool = false) -> String {
        var kept: [SkeletonPiece] = []
        var openIfs: [Int] = []
        for piece in pieces {
            switch piece.directive {
            case "if"?:
                openIfs.append(kept.count)
                kept.append(piece)
            case "endif"?:
                if let start = openIfs.popLast(),
                    kept[start...].allSatisfy({ $0.directive != nil })
                {
                    kept.removeSubrange(start...)
                } else {
                    kept.append(piece)
                }
            default:
                kept.append(piece)
            }
        }
        var text = ""
        for (index, piece) in kept.enumerated() {
            if piece.blankBefore, index > 0 || blankFirst {
                text += "\n"
            }
            text += piece.text
        }
        return text
    }
}
