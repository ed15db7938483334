/// Writes a `buildPayments()` method in the shape of an existing `build…()` method: same
/// attributes, modifiers, return type, indentation and layout, with the module's assembly.
enum BuilderMethodShape {
    /// The lines of the new method, shaped like the sibling method whose `func` is at `sibling`,
    /// after the method whose `func` is at `last` and outside the `#if` blocks not around
    /// `anchor` (the `{` of the type holding them); `addingMainActor` puts `@MainActor` above it
    /// when the sibling has none.
    static func insertion(
        shapedLike sibling: Int, after last: Int, notAround anchor: Int?, in source: SwiftSource,
        subject: RegistrationSubject, addingMainActor: Bool = false
    ) -> RegistrationPlace.Outcome {
        let tokens = source.tokens
        let name = tokens[sibling + 1].text
        let funcLine = tokens[sibling].line
        let content = source.lines.content(funcLine)
        guard let open = source.next("{", after: sibling + 3), let close = source.closing(of: open),
            tokens[open].line == funcLine, source.isLastOnLine(close),
            let nameRange = content.firstRange(of: "func \(name)("),
            let brace = content[nameRange.upperBound...].firstIndex(of: "{")
        else { return .notFound("the last build…() method is not laid out as expected") }
        guard let lastOpen = source.next("{", after: last + 3),
            let lastClose = source.closing(of: lastOpen), source.isLastOnLine(lastClose)
        else { return .notFound("the last build…() method is not laid out as expected") }
        guard let line = source.unconditionalLine(tokens[lastClose].line + 1, notAround: anchor)
        else {
            return .notFound(
                "an #if block around the last build…() method has no #endif or unbalanced brackets")
        }
        guard source.canInsert(before: line) else {
            return .notFound("a comment or literal spans the insertion point")
        }
        let resolve = "container.resolve(\(subject.assemblyType).self).build()"
        let header =
            String(content[..<nameRange.lowerBound]) + "func \(subject.builderMethod)("
            + String(content[nameRange.upperBound...brace])
        var method = leadingLines(above: funcLine, in: source, subject: subject)
        if addingMainActor, !(method + [content]).contains(where: { $0.contains("@MainActor") }) {
            // On a line of its own above the method, as the built-in templates write it.
            method.append(String(content.prefix { $0 == " " || $0 == "\t" }) + "@MainActor")
        }
        if tokens[close].line == funcLine {
            method.append(header + " \(resolve) }")
        } else {
            guard source.isLastOnLine(open), source.isFirstOnLine(close), open + 1 < close else {
                return .notFound("the last build…() method is not laid out as expected")
            }
            method += [
                header, source.lines.indentation(tokens[open + 1].line) + resolve,
                source.lines.content(tokens[close].line),
            ]
        }
        return .insert(RegistrationPlace.Insertion(line: line, lines: [""] + method))
    }

    /// A doc comment like the sibling's (if it has one) and the sibling's attribute lines.
    private static func leadingLines(
        above funcLine: Int, in source: SwiftSource, subject: RegistrationSubject
    ) -> [String] {
        var attributes: [String] = []
        var line = funcLine - 1
        while line >= 0, trimmed(source.lines.content(line)).hasPrefix("@") {
            attributes.insert(source.lines.content(line), at: 0)
            line -= 1
        }
        guard line >= 0, trimmed(source.lines.content(line)).hasPrefix("///") else {
            return attributes
        }
        let indent = source.lines.indentation(line)
        return ["\(indent)/// Returns the \(subject.name) screen."] + attributes
    }

    /// Whether a line above a method belongs to it: an attribute or a doc comment line.
    static func isLeading(_ content: String) -> Bool {
        let text = trimmed(content)
        return text.hasPrefix("@") || text.hasPrefix("///")
    }

    private static func trimmed(_ text: String) -> Substring {
        text.drop { $0 == " " || $0 == "\t" }
    }
}
