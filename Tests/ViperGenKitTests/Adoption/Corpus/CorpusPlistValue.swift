/// A value in a corpus app's `project.pbxproj`, written as Xcode writes it: a string (quoted
/// only when it must be), a list or a dictionary.
indirect enum CorpusPlistValue {
    /// A string, written bare when Xcode writes it bare, else quoted.
    case string(String)
    /// A reference to another object: its id and the comment Xcode writes after it.
    case reference(String, comment: String?)
    /// A list, one item a line.
    case list([CorpusPlistValue])
    /// A dictionary, one entry a line, in the order given.
    case dictionary([(String, CorpusPlistValue)])

    /// The characters Xcode leaves unquoted.
    private static let bare = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./")

    /// `text` as Xcode writes a string: bare when it can be, else quoted and escaped.
    static func quoted(_ text: String) -> String {
        if !text.isEmpty, text.allSatisfy(bare.contains) { return text }
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(
                of: "\n", with: "\\n")
        return "\"\(escaped)\""
    }

    /// The value written at `depth` tabs (its closing bracket's indentation).
    func text(depth: Int) -> String {
        let inner = String(repeating: "\t", count: depth + 1)
        let closing = String(repeating: "\t", count: depth)
        switch self {
        case .string(let text): return Self.quoted(text)
        case .reference(let id, let comment): return id + (comment.map { " /* \($0) */" } ?? "")
        case .list(let items):
            return "(\n" + items.map { inner + $0.text(depth: depth + 1) + ",\n" }.joined()
                + closing + ")"
        case .dictionary(let entries):
            return "{\n"
                + entries.map { inner + "\(Self.quoted($0.0)) = \($0.1.text(depth: depth + 1));\n" }
                .joined() + closing + "}"
        }
    }

    /// The value on one line, as Xcode writes build files and file references.
    var inlineText: String {
        switch self {
        case .dictionary(let entries):
            return "{" + entries.map { "\(Self.quoted($0.0)) = \($0.1.inlineText); " }.joined()
                + "}"
        case .list(let items): return "(" + items.map { $0.inlineText + ", " }.joined() + ")"
        default: return text(depth: 0)
        }
    }
}
