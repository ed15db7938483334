/// Input shapes that would expose super-linear scanning, each buildable at any size.
enum AdversarialShape: String, CaseIterable, CustomStringConvertible {
    /// `________…`: every position looks like the start of a macro.
    case allUnderscores
    /// `___A___A___A…`: an opening at every fourth byte.
    case repeatedOpenings
    /// `___VARIABLE_x______VARIABLE_x___…`: a valid macro every 16 bytes.
    case repeatedVariables
    /// `___VARIABLE_x:lowerCamel,xml___…`: a valid macro with modifiers every 32 bytes.
    case repeatedModifiedVariables
    /// `___AAAA…A`: one opening that never closes.
    case unclosedOpening
    /// `xxxx…x ___Q`: one giant line with an error at its very end (column counting).
    case giantLineWithTrailingError
    /// `ééé…é ___Q`: the same with two-byte scalars.
    case giantUnicodeLineWithTrailingError
    /// `x\n___VARIABLE_x___\n…`: many short lines.
    case manyShortLines

    /// The name of the shape.
    var description: String { rawValue }

    /// The values the shapes use.
    static let variables = ["x": "value"]

    /// The shape at roughly `size` bytes.
    func bytes(size: Int) -> [UInt8] {
        switch self {
        case .allUnderscores: return repeated("_", size: size)
        case .repeatedOpenings: return repeated("___A", size: size)
        case .repeatedVariables: return repeated("___VARIABLE_x___", size: size)
        case .repeatedModifiedVariables:
            return repeated("___VARIABLE_x:lowerCamel,xml___", size: size)
        case .unclosedOpening: return Array("___".utf8) + repeated("A", size: size - 3)
        case .giantLineWithTrailingError: return repeated("x", size: size - 5) + Array(" ___Q".utf8)
        case .giantUnicodeLineWithTrailingError:
            return repeated("é", size: size - 5) + Array(" ___Q".utf8)
        case .manyShortLines: return repeated("x\n___VARIABLE_x___\n", size: size)
        }
    }

    private func repeated(_ piece: String, size: Int) -> [UInt8] {
        Array(String(repeating: piece, count: max(1, size / piece.utf8.count)).utf8)
    }
}
