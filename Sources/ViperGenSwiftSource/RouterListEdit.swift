import ViperGenText

/// New elements at the end of the application router's module list, laid out as the list is.
struct RouterListEdit {
    /// One new element as adding it after the elements before it makes it: `PaymentsModule()`,
    /// with a comma before it when the list's last element had none, and one after it when
    /// the list keeps trailing commas.
    struct Element {
        /// The element's tokens, commas included, as they are added before the `]`.
        let tokens: [String]
        /// The element without commas: `PaymentsModule()`.
        var call: String { tokens.drop { $0 == "," }.prefix { $0 != "," }.joined() }
        /// Whether it brings the comma the element before it lacked.
        var leadingComma: Bool { tokens.first == "," }
        /// Whether it ends in a comma.
        var trailingComma: Bool { tokens.last == "," }
    }

    /// The ways of taking one element out of the list, each to be checked by lexing.
    struct Removal {
        /// The edited texts to try, most likely first.
        let texts: [String]
        /// Whether the element is the list's last.
        let isLast: Bool
        /// The file's code tokens without the element and the comma after it.
        let remainingTokens: [String]
        /// The type of the element before it (`MainModule`), if any.
        let precedingType: String?
    }

    /// The list.
    let literal: ModuleListLiteral
    /// The file the list is in.
    let source: SwiftSource

    /// Whether the list has its `]` on a line of its own, below the `[`.
    var isOnePerLine: Bool {
        source.tokens[literal.open].line < source.tokens[literal.close].line
            && source.isFirstOnLine(literal.close)
    }

    /// The elements for `types`, each as adding it after the ones before it would make it: a
    /// comma before it after an element without a trailing comma; a trailing comma of its own
    /// when the list ends in one, or is laid out one element per line and has no second element
    /// showing it does without (so a list of one element gets swift-format's trailing commas).
    func elements(_ types: [String]) -> [Element] {
        let onePerLine = isOnePerLine
        var count = literal.elements.count
        var trailing = literal.hasTrailingComma
        return types.map { type in
            let call = [type, "(", ")"]
            let tokens: [String]
            if count > 0 && !trailing {
                tokens = [","] + call + (onePerLine && count == 1 ? [","] : [])
            } else {
                tokens = call + (trailing || onePerLine ? [","] : [])
            }
            count += 1
            trailing = tokens.last == ","
            return Element(tokens: tokens)
        }
    }

    /// The file with `elements` added, checked by lexing it: exactly their tokens must have
    /// been added before the `]`; nil when no layout gives that.
    func text(adding elements: [Element]) -> String? {
        let tokens = source.tokens
        let expected =
            tokens[..<literal.close].map(\.text) + elements.flatMap(\.tokens)
            + tokens[literal.close...].map(\.text)
        return candidates(adding: elements).first {
            SwiftSource($0).tokens.map(\.text) == expected
        }
    }

    /// How to take the element `type()` out of the list: its line when it fills one (the last
    /// element also with the comma it gave the one before it), else its text on its line; nil
    /// when no element is exactly that call.
    func removal(of type: String) -> Removal? {
        let tokens = source.tokens
        guard
            let element = literal.elements.first(where: {
                $0.count == 3 && tokens[$0.lowerBound].isCode(type)
                    && tokens[$0.lowerBound + 1].isCode("(") && tokens[$0.upperBound].isCode(")")
            })
        else { return nil }
        let isLast = element == literal.elements.last
        let end =
            tokens[element.upperBound + 1].isCode(",") ? element.upperBound + 1 : element.upperBound
        let remaining = (tokens[..<element.lowerBound] + tokens[(end + 1)...]).map(\.text)
        let line = tokens[element.lowerBound].line
        var texts: [String] = []
        if isOnePerLine, source.isFirstOnLine(element.lowerBound), source.isLastOnLine(end) {
            var lines = source.lines
            lines.remove([line])
            texts.append(lines.text)
            if isLast, tokens[element.lowerBound - 1].isCode(",") {
                let comma = tokens[element.lowerBound - 1].line
                texts += LineEdit(lines: lines, line: comma).removing(",")
            }
        } else {
            let call = type + "()"
            for marker in [
                ", " + call, " " + call + ",", " " + call, call + ", ", call + ",", call,
            ] {
                texts += LineEdit(lines: source.lines, line: line).removing(marker)
            }
        }
        let index = literal.elements.firstIndex(of: element) ?? 0
        let preceding = index > 0 ? tokens[literal.elements[index - 1].lowerBound].text : nil
        return Removal(
            texts: texts, isLast: isLast, remainingTokens: remaining, precedingType: preceding)
    }

    /// The edited texts to try, most likely first.
    private func candidates(adding elements: [Element]) -> [String] {
        let tokens = source.tokens
        let closeLine = tokens[literal.close].line
        guard isOnePerLine else {
            // `[MainModule()]` becomes `[MainModule(), PaymentsModule()]`: each element is
            // written as it would be after the ones before it.
            var trailing = literal.hasTrailingComma
            var insertion = ""
            for element in elements {
                let joined = element.tokens.joined()
                insertion +=
                    trailing
                    ? " " + joined : (element.leadingComma ? ", " + joined.dropFirst() : joined)
                trailing = element.trailingComma
            }
            return LineEdit(lines: source.lines, line: closeLine).inserting(insertion, before: "]")
        }
        let indent: String
        if let last = literal.elements.last {
            let end = last.upperBound + (literal.hasTrailingComma ? 1 : 0)
            guard source.isFirstOnLine(last.lowerBound), source.isLastOnLine(end) else {
                return []
            }
            indent = source.lines.indentation(tokens[last.lowerBound].line)
        } else {
            indent = source.lines.indentation(closeLine) + "    "
        }
        guard source.canInsert(before: closeLine) else { return [] }
        var texts = [source.lines.text]
        if elements.first?.leadingComma == true {
            // The last element gets the comma it lacks, right after its last token.
            let last = tokens[literal.close - 1]
            texts = LineEdit(lines: source.lines, line: last.endLine).inserting(
                ",", after: last.text)
        }
        // One line per element; a comma the next element brings goes at the end of its line.
        let newLines = elements.indices.map { index in
            let comma =
                elements[index].trailingComma
                || (index + 1 < elements.count && elements[index + 1].leadingComma)
            return indent + elements[index].call + (comma ? "," : "")
        }
        return texts.compactMap { text in
            var lines = SourceLines(text)
            return lines.insert(newLines, before: closeLine) ? lines.text : nil
        }
    }
}
