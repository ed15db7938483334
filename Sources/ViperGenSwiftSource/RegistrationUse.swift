/// One use of a module's registration names (``RegistrationNames``) in a Swift file.
package struct RegistrationUse: Equatable, Sendable {
    /// Which of the names is used, and how.
    package enum Kind: Equatable, Sendable {
        /// The case after its enum: `Views.payments`.
        case qualifiedCase
        /// The case as an implicit member: `.payments`, which could be another type's member.
        case implicitCase
        /// The builder method: `buildPayments`.
        case method
        /// The string key: `"payments"`, `"app://payments/show"`.
        case key
    }

    /// Which name is used, and how.
    package let kind: Kind
    /// The 0-based line of the use.
    package let line: Int
    /// The UTF-8 bytes of the token that spells the name (the case's identifier, the method's,
    /// the key's whole literal).
    let range: Range<Int>
    /// The use as the listings show it: `.payments`, `Views.payments`, `buildPayments`,
    /// `"payments"`.
    package let spelling: String

    /// Every use of `names` in `text`, in order; the code of interpolations is code.
    package static func all(of names: RegistrationNames, in text: String) -> [RegistrationUse] {
        guard !names.isEmpty else { return [] }
        let bytes = Array(text.utf8)
        var uses: [RegistrationUse] = []
        var previous: (token: SwiftToken, end: Int)?
        var beforePrevious: SwiftToken?
        SwiftLexer.forEachSpan(of: text, interpolationsAsCode: true) { span, textOf in
            guard span.kind != .comment else { return }
            let token = SwiftToken(
                kind: span.kind, text: textOf(span), line: span.line, endLine: span.endLine)
            defer {
                beforePrevious = previous?.token
                previous = (token, span.range.upperBound)
            }
            switch token.kind {
            case .string
            where names.isKey(
                token.text,
                bare: previous?.token.isCode(":") == true && beforePrevious?.isCode("route") == true
            ):
                uses.append(
                    RegistrationUse(
                        kind: .key, line: token.line, range: span.range, spelling: token.text))
            case .identifier
            where names.methods.contains(token.text) && previous?.token.isCode("func") != true:
                uses.append(
                    RegistrationUse(
                        kind: .method, line: token.line, range: span.range, spelling: token.text))
            case .identifier where token.text == names.caseName:
                guard let dot = previous, dot.token.isCode(".") else { return }
                if beforePrevious?.isCode("Views") == true {
                    uses.append(
                        RegistrationUse(
                            kind: .qualifiedCase, line: token.line, range: span.range,
                            spelling: "Views." + token.text))
                } else if startsImplicitMember(at: dot.end - 1, in: bytes, after: beforePrevious) {
                    uses.append(
                        RegistrationUse(
                            kind: .implicitCase, line: token.line, range: span.range,
                            spelling: "." + token.text))
                }
            default: return
            }
        }
        return uses
    }

    /// Whether the `.` at `dot` of the text's UTF-8 `bytes` starts an implicit member,
    /// `previous` being the code token before it.
    private static func startsImplicitMember(
        at dot: Int, in bytes: [UInt8], after previous: SwiftToken?
    ) -> Bool {
        let adjacent =
            dot > 0
            && ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
                .contains(bytes[dot - 1])
        return RegistrationNames.startsImplicitMember(after: previous, adjacent: adjacent)
    }

    /// How many declarations of a member called `name` `text` holds that are no `Views` case:
    /// `case name` or `case a, name` (an enum's), `static let/var/func name`, `class var name`; the `Views` case
    /// of a file declaring `enum Views` is not counted.
    package static func otherMemberDeclarations(of name: String, in text: String) -> Int {
        let source = SwiftSource(text)
        let viewsBody: (Int, Int)? =
            if case .success(let body) = ViewsEnumSite.body(in: source) { body } else { nil }
        var count = 0
        let tokens = source.tokens
        for (index, token) in tokens.enumerated()
        where index > 0 && token.kind == .identifier && token.text == name {
            if let body = viewsBody, index > body.0, index < body.1 { continue }
            let previous = tokens[index - 1]
            var start = index - 1
            while start > 0, tokens[start].isCode(",") || tokens[start].kind == .identifier,
                !tokens[start].isCode("case")
            {
                start -= 1
            }
            if previous.isCode("case") || (previous.isCode(",") && tokens[start].isCode("case")) {
                count += 1
            } else if ["let", "var", "func"].contains(where: previous.isCode), index > 1,
                ["static", "class"].contains(where: tokens[index - 2].isCode)
            {
                count += 1
            }
        }
        return count
    }
}
