/// The names a module's registration gives the rest of the app to use, besides its types: the
/// `Views` case (`.payments`), the builder method (`buildPayments()`, `createPayments()`) and
/// the string key (`"payments"`, a route `"app://payments/show"`), as the style registers it.
///
/// A use of them is a use of the module, found by the lexer in code only (never in a comment,
/// and a string only when it is the key as a whole):
/// - the case as `Views.payments`, or as an implicit member `.payments`: a `.` that follows no
///   expression (an operator, `(`, `,`, `:`, `=`, `[`, `{`, or a keyword like `case` and
///   `return`), not `user.payments`;
/// - the method as an identifier anywhere in code but its declaration
///   (`appViewBuilder.buildPayments()`);
/// - the key as a string literal without interpolation that is the key as a `route:` argument
///   (`open(route: "payments")`) or a URL whose host is the key (`"app://payments/show?x=1"`);
///   the same word in any other literal may be anything (an API's field) and is not a use.
package struct RegistrationNames: Equatable, Sendable {
    /// The `Views` case (`payments`), if the style has one.
    package var caseName: String?
    /// The methods named after the module the app calls (`buildPayments`).
    package var methods: [String]
    /// The string that names the module (`payments`), if the style registers by one.
    package var stringKey: String?

    /// Names of the given kinds.
    package init(caseName: String? = nil, methods: [String] = [], stringKey: String? = nil) {
        self.caseName = caseName
        self.methods = methods
        self.stringKey = stringKey
    }

    /// Whether there is no name to look for.
    package var isEmpty: Bool { caseName == nil && methods.isEmpty && stringKey == nil }

    /// Every name as it is spelled in source, for a quick ``MentionFilter`` of a file's bytes.
    package var spellings: Set<String> {
        Set([caseName, stringKey].compactMap { $0 } + methods)
    }

    /// Whether an implicit member `.name` after the code token `previous` (nil at the start)
    /// is one, not a member of what comes before: `adjacent` says whether nothing separates
    /// them (`a?.b` is a member, `a ?? .b` is implicit).
    static func startsImplicitMember(after previous: SwiftToken?, adjacent: Bool) -> Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .identifier: return implicitAfter.contains(previous.text)
        case .string, .other: return false
        case .comment: return true
        case .punctuation:
            if [")", "]", "}"].contains(previous.text) { return false }
            if ["?", "!", ">"].contains(previous.text) { return !adjacent }
            return true
        }
    }

    /// Keywords after which a `.` starts an implicit member expression.
    static let implicitAfter: Set<String> = [
        "case", "return", "in", "throw", "try", "await", "where", "if", "guard", "while",
        "switch", "yield", "is", "as", "else", "then", "repeat",
    ]

    /// Whether `literal` (a string token's text) is the key as a whole (when `bare` is
    /// allowed) or a URL whose host is the key; a literal with an interpolation never is.
    func isKey(_ literal: String, bare: Bool) -> Bool {
        guard let key = stringKey, literal.hasPrefix("\""), literal.hasSuffix("\""),
            literal.count >= 2, !literal.contains("\\(")
        else { return false }
        let body = literal.dropFirst().dropLast()
        if body == key[...] { return bare }
        guard let (scheme, rest) = Self.url(body) else { return false }
        guard let first = scheme.first, first.isLetter,
            scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) })
        else { return false }
        guard rest.hasPrefix(key) else { return false }
        let after = rest.dropFirst(key.count).first
        return after == nil || after == "/" || after == "?" || after == "#"
    }

    /// `literal` (a key literal, ``isKey(_:)``) naming `new`'s key instead.
    func renamingKey(_ literal: String, to new: RegistrationNames) -> String {
        guard let key = stringKey, let newKey = new.stringKey else { return literal }
        let body = literal.dropFirst().dropLast()
        if body == key[...] { return "\"" + newKey + "\"" }
        guard let (scheme, rest) = Self.url(body) else { return literal }
        return "\"" + scheme + "://" + newKey + rest.dropFirst(key.count) + "\""
    }

    /// `text` split at its first `://`: the scheme before it and the rest after it.
    private static func url(_ text: Substring) -> (scheme: Substring, rest: Substring)? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix("://") {
                return (text[..<index], text[text.index(index, offsetBy: 3)...])
            }
            index = text.index(after: index)
        }
        return nil
    }
}
