/// Rewrites a module's or service's name in Swift source with the lexer: each spelling of the
/// old name (`Payments`, `payments`) that stands as a camel-case word of an identifier
/// (`IPaymentsView`, `buildPayments`, `paymentsDidLeave`) becomes the new one.
///
/// Comments and string literals are left unless `inLiterals` (a file exactly as viper-gen wrote
/// it, whose every word is the template's); the file header's file-name line
/// (`//  PaymentsView.swift`) is always rewritten. The code inside a literal's interpolations
/// (`"\(PaymentsAssembly.self)"`) is code.
package struct NameRewrite: Sendable {
    /// Each spelling of the old name with the new name's spelling, the capitalised one first.
    package let spellings: [(old: String, new: String)]

    /// A rewrite of each `spellings` pair's old spelling to its new one.
    package init(spellings: [(old: String, new: String)]) {
        self.spellings = spellings
    }

    /// `text`, the file named `fileName` (its new name `newFileName`), with the name rewritten.
    package func rewrite(
        _ text: String, fileName: String, newFileName: String, inLiterals: Bool
    ) -> String {
        // The code token before the previous one and the previous one, for `Bundle.main`.
        var before: (String, String) = ("", "")
        return Self.replacingTokens(of: text) { kind, piece in
            defer {
                if kind == .identifier || kind == .punctuation { before = (before.1, piece) }
            }
            switch kind {
            case .identifier
            where before.1 == "." && Self.swiftMembers.contains(before.0 + "." + piece):
                return nil
            case .identifier: return words(in: piece)
            case .string where inLiterals: return words(in: piece)
            case .comment where inLiterals: return words(in: piece)
            case .comment where piece.hasPrefix("//"):
                return Self.header(piece, naming: fileName, renamedTo: newFileName)
            default: return nil
            }
        }
    }

    /// `text` with each identifier that is a key of `names` (as a whole, `PaymentsPresenter`)
    /// replaced by its value; strings and comments left.
    package static func identifiers(in text: String, renaming names: [String: String]) -> String {
        replacingTokens(of: text) { kind, piece in kind == .identifier ? names[piece] : nil }
    }

    /// `text` with each token's text replaced by what `replacement` gives for its kind and
    /// text (raw, backticks kept), nil leaving it; the rest of the text as it is.
    private static func replacingTokens(
        of text: String, _ replacement: (SwiftToken.Kind, String) -> String?
    ) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var cursor = 0
        SwiftLexer.forEachSpan(of: text, interpolationsAsCode: true) { span, _ in
            let piece = String(decoding: bytes[span.range], as: UTF8.self)
            guard let replaced = replacement(span.kind, piece), replaced != piece else { return }
            output += bytes[cursor..<span.range.lowerBound]
            output += Array(replaced.utf8)
            cursor = span.range.upperBound
        }
        output += bytes[cursor...]
        return String(decoding: output, as: UTF8.self)
    }

    /// Swift's and Apple's SDK's own words that hold a name a module may have (`Main`): the
    /// global actor, functions and the phrases the templates' comments use, never rewritten.
    static let swiftWords = [
        "MainActor", "main actor", "main thread", "isMainThread", "UIApplicationMain",
        "NSApplicationMain", "CFRunLoopGetMain", "dispatchMain",
    ]

    /// The SDK's members spelled like a module's lowercase name, kept after their type
    /// (`DispatchQueue.main`); `.main` alone is the module's own (a `Views` case) and renamed.
    static let swiftMembers: Set<String> = [
        "DispatchQueue.main", "Bundle.main", "RunLoop.main", "OperationQueue.main", "Thread.main",
        "UIScreen.main", "NSScreen.main",
    ]

    /// `text` with every spelling that stands as a camel-case word rewritten: followed by no
    /// lowercase letter or digit and, for a lowercase spelling, preceded by no letter or digit;
    /// Swift's own words (``swiftWords``) kept.
    package func words(in text: String) -> String {
        var result = ""
        var rest = Substring(text)
        var previous: Character?
        scan: while let first = rest.first {
            if let kept = Self.swiftWord(at: rest, after: previous) {
                result += kept
                previous = kept.last
                rest = rest.dropFirst(kept.count)
                continue scan
            }
            for (old, new) in spellings where rest.hasPrefix(old) {
                let next = rest.dropFirst(old.count).first
                let startsWord =
                    old.first?.isUppercase == true
                    || !(previous.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
                guard startsWord, !(next.map { $0.isLowercase || $0.isNumber } ?? false) else {
                    continue
                }
                result += new
                previous = old.last
                rest = rest.dropFirst(old.count)
                continue scan
            }
            result.append(first)
            previous = first
            rest = rest.dropFirst()
        }
        return result
    }

    /// The one of ``swiftWords`` that `rest` begins with as a whole word (`previous` and the
    /// character after it no letter, digit or underscore), if any.
    private static func swiftWord(at rest: Substring, after previous: Character?) -> String? {
        let partOfWord: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !(previous.map(partOfWord) ?? false) else { return nil }
        return swiftWords.first { word in
            rest.hasPrefix(word) && !(rest.dropFirst(word.count).first.map(partOfWord) ?? false)
        }
    }

    /// The line comment `comment` with its file name replaced when it is the header's
    /// file-name line (`//  PaymentsView.swift`), else as it is.
    private static func header(
        _ comment: String, naming fileName: String, renamedTo newName: String
    )
        -> String
    {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        let body = comment.dropFirst(2)
        let lead = body.prefix(while: blank)
        let trail = String(body.reversed().prefix(while: blank).reversed())
        guard body.dropFirst(lead.count).dropLast(trail.count) == fileName[...] else {
            return comment
        }
        return "//" + lead + newName + trail
    }
}
