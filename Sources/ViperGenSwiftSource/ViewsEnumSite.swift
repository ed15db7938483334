/// Registers a module's screen in `enum Views`: `case payments` and its `stringKey` clause.
package struct ViewsEnumSite: LineSite {
    /// Whether removing the enum's last case leaves it with none, rather than to the user: a
    /// view builder cannot switch over an enum without a case, so an app's last module keeps
    /// its case unless the caller empties every switch over it too (the support code does).
    package let removesLastCase: Bool

    /// The site of the file declaring `enum Views`.
    package init(removesLastCase: Bool = false) {
        self.removesLastCase = removesLastCase
    }

    /// The registrations of `subjects` in `text`, the file declaring `enum Views`.
    package func register(_ subjects: [RegistrationSubject], in text: String)
        -> [FileRegistration]
    { registering(subjects, in: text) }

    /// The removal of `subject`'s lines from `text`, the file declaring `enum Views`; left to
    /// the user when it is the last case (unless ``removesLastCase``).
    package func remove(_ subject: RegistrationSubject, from text: String) -> FileRemoval {
        let removal = removing(subject, from: text)
        guard case .edited(let edited) = removal, Self.caseNames(in: text) == [subject.caseName]
        else { return removal }
        if removesLastCase { return .edited(Self.withoutBlankLineAfterOpening(edited)) }
        let steps = places(of: subject, in: SwiftSource(text)).map {
            ManualRegistration.Step(place: $0.description, line: $0.manualLine)
        }
        return .manual(
            reasons: [
                "\(subject.caseName) is the last case of enum Views, and a view builder cannot "
                    + "switch over an enum without one"
            ], steps: steps)
    }

    /// Where in `source` the registration of `subject` goes, found in `source` as it is.
    func places(of subject: RegistrationSubject, in source: SwiftSource) -> [RegistrationPlace] {
        let name = subject.caseName
        let caseLine = RegistrationPlace(
            description: "in enum Views", manualLine: "case \(name)",
            outcome: caseOutcome(of: subject, in: source))
        let keyLine = RegistrationPlace(
            description: "in the switch of Views.stringKey",
            manualLine: "case .\(name): return \"\(name)\"",
            outcome: stringKeyOutcome(of: subject, in: source))
        return [caseLine, keyLine]
    }

    /// The `{` and `}` of the one `enum Views` body, or why it cannot be found.
    static func body(in source: SwiftSource) -> Result<(Int, Int), RegistrationPlace.Failure> {
        let declarations = source.indices(of: ["enum", "Views"])
        guard declarations.count == 1, let declaration = declarations.first else {
            return .failure(
                RegistrationPlace.Failure(
                    declarations.isEmpty ? "no enum Views" : "more than one enum Views"))
        }
        guard let open = source.next("{", after: declaration), let close = source.closing(of: open)
        else { return .failure(RegistrationPlace.Failure("enum Views has no body")) }
        return .success((open, close))
    }

    /// The cases of `enum Views` outside `#if` blocks and the clauses of its `stringKey`.
    package func registrations(in text: String) -> [SiteRegistration] {
        let source = SwiftSource(text)
        guard case .success(let body) = Self.body(in: source) else { return [] }
        let cases = source.topLevelIndices(between: body.0, and: body.1).filter {
            source.tokens[$0].isCode("case") && !source.isConditional($0, notAround: body.0)
        }
        let declared = cases.flatMap { start in
            Self.caseNames(from: start, in: source).map {
                SiteRegistration(naming: .caseName, spelling: $0, line: source.tokens[start].line)
            }
        }
        guard case .success(let key) = Self.stringKeySwitch(in: source) else { return declared }
        return declared
            + SwitchCasePlacement.registrations(in: source, open: key.open, close: key.close)
    }

    /// The names of the cases of the one `enum Views` in `text`; none without a single one.
    package static func caseNames(in text: String) -> [String] {
        caseNames(in: SwiftSource(text))
    }

    /// The names of the cases of the one `enum Views` in `source`; none without a single one.
    static func caseNames(in source: SwiftSource) -> [String] {
        guard case .success(let body) = body(in: source) else { return [] }
        return source.topLevelIndices(between: body.0, and: body.1)
            .filter { source.tokens[$0].isCode("case") }
            .flatMap { caseNames(from: $0, in: source) }
    }

    /// Cases inside `#if` blocks exist only in some configurations: the new case goes after the
    /// `#endif` of a trailing block, indented like the cases outside blocks, and a name declared
    /// only inside an `#if` block does not count as declared (adding it unconditionally would
    /// duplicate it there), so that place is left to the user.
    private func caseOutcome(of subject: RegistrationSubject, in source: SwiftSource)
        -> RegistrationPlace.Outcome
    {
        let body: (open: Int, close: Int)
        switch Self.body(in: source) {
        case .success(let found): body = found
        case .failure(let failure): return .notFound(failure.reason)
        }
        let topLevel = source.topLevelIndices(between: body.open, and: body.close)
        let cases = topLevel.filter { source.tokens[$0].isCode("case") }
        let declaring = cases.filter {
            Self.caseNames(from: $0, in: source).contains(subject.caseName)
        }
        if declaring.contains(where: { !source.isConditional($0, notAround: body.open) }) {
            return .present
        }
        if let hidden = declaring.first,
            let branch = source.branch(around: hidden, notAround: body.open)
        {
            return .notFound("\(subject.caseName) is declared only inside \(branch)")
        }
        if cases.isEmpty { return firstCase(subject, body: body, in: source) }
        guard let last = cases.last, source.isFirstOnLine(last) else {
            return .notFound("enum Views has no case on a line of its own to follow")
        }
        guard let reference = cases.last(where: { !source.isConditional($0, notAround: body.open) })
        else { return .notFound("enum Views has no case outside #if blocks") }
        let end = Self.declarationEnd(from: last, in: source)
        let line = source.tokens[end].endLine + 1
        guard let target = source.unconditionalLine(line, notAround: body.open) else {
            return .notFound("an #if block in enum Views has no #endif or unbalanced brackets")
        }
        guard source.isFirstOnLine(reference) else {
            return .notFound("enum Views has no case outside #if blocks on a line of its own")
        }
        guard source.tokens[end + 1].line >= line, source.canInsert(before: target) else {
            return .notFound("the last case does not end its line")
        }
        let indent = source.lines.indentation(source.tokens[reference].line)
        return .insert(
            RegistrationPlace.Insertion(
                line: target, lines: ["\(indent)case \(subject.caseName)"]))
    }

    /// The first case of an `enum Views` with none yet: the body's first line, indented as
    /// its first member is (one level in from the enum's line when the body is empty), and a
    /// blank line between it and that member.
    private func firstCase(
        _ subject: RegistrationSubject, body: (open: Int, close: Int), in source: SwiftSource
    ) -> RegistrationPlace.Outcome {
        let line = source.tokens[body.open].line + 1
        guard source.isLastOnLine(body.open), source.canInsert(before: line) else {
            return .notFound("enum Views has no case to follow and its { does not end its line")
        }
        let member = body.open + 1 < body.close ? body.open + 1 : nil
        let indent =
            member.map { source.lines.indentation(source.tokens[$0].line) }
            ?? source.lines.indentation(source.tokens[body.open].line) + "    "
        let next = source.lines.content(line)
        let separated = member != nil && !next.allSatisfy { $0 == " " || $0 == "\t" }
        return .insert(
            RegistrationPlace.Insertion(
                line: line, lines: ["\(indent)case \(subject.caseName)"] + (separated ? [""] : [])))
    }

    private func stringKeyOutcome(of subject: RegistrationSubject, in source: SwiftSource)
        -> RegistrationPlace.Outcome
    {
        switch Self.stringKeySwitch(in: source) {
        case .failure(let failure): return .notFound(failure.reason)
        case .success(let body):
            return SwitchCasePlacement.outcome(
                in: source, open: body.open, close: body.close, caseName: subject.caseName,
                body: "\"\(subject.caseName)\"", matchReturn: true, asFirstClause: true)
        }
    }

    /// The `{` and `}` of the `switch self` of `Views.stringKey`, or why there is none.
    private static func stringKeySwitch(in source: SwiftSource)
        -> Result<(open: Int, close: Int), RegistrationPlace.Failure>
    {
        if let known = source.memo.stringKeySwitch { return known }
        let found = findStringKeySwitch(in: source)
        source.memo.stringKeySwitch = found
        return found
    }

    private static func findStringKeySwitch(in source: SwiftSource)
        -> Result<(open: Int, close: Int), RegistrationPlace.Failure>
    {
        guard case .success(let body) = body(in: source) else {
            return .failure(RegistrationPlace.Failure("no single enum Views"))
        }
        let topLevel = Set(source.topLevelIndices(between: body.0, and: body.1))
        let properties = source.indices(of: ["var", "stringKey"]).filter(topLevel.contains)
        guard properties.count == 1, let property = properties.first,
            let open = source.next("{", after: property), let close = source.closing(of: open)
        else {
            return .failure(
                RegistrationPlace.Failure("enum Views has no single stringKey property"))
        }
        let switches = source.indices(of: ["switch", "self", "{"], in: open..<close)
            .filter(source.topLevelIndices(between: open, and: close).contains)
        guard switches.count == 1, let statement = switches.first,
            let switchClose = source.closing(of: statement + 2)
        else { return .failure(RegistrationPlace.Failure("stringKey has no single switch self")) }
        return .success((statement + 2, switchClose))
    }

    /// The lines of `subject`'s case declaration (declaring it alone, outside `#if` blocks) and
    /// of its `stringKey` clause.
    func registeredLines(of subject: RegistrationSubject, in source: SwiftSource) -> [Int] {
        guard case .success(let body) = Self.body(in: source) else { return [] }
        let cases = source.topLevelIndices(between: body.0, and: body.1).filter {
            source.tokens[$0].isCode("case") && !source.isConditional($0, notAround: body.0)
                && Self.caseNames(from: $0, in: source) == [subject.caseName]
        }
        let caseLines = cases.flatMap { start in
            Array(
                source.tokens[start]
                    .line...source.tokens[Self.declarationEnd(from: start, in: source)].endLine)
        }
        guard case .success(let key) = Self.stringKeySwitch(in: source) else { return caseLines }
        return caseLines
            + SwitchCasePlacement.lines(
                naming: subject.caseName, in: source, open: key.open, close: key.close)
    }

    /// The names declared by the `case` at `start`: `case a, b(Int)` → a, b.
    private static func caseNames(from start: Int, in source: SwiftSource) -> [String] {
        if let known = source.memo.caseNames[start] { return known }
        let names = readCaseNames(from: start, in: source)
        source.memo.caseNames[start] = names
        return names
    }

    private static func readCaseNames(from start: Int, in source: SwiftSource) -> [String] {
        let end = declarationEnd(from: start, in: source)
        var names: [String] = []
        var index = start + 1
        while index <= end {
            let previous = source.tokens[index - 1]
            if source.tokens[index].kind == .identifier,
                previous.isCode("case") || previous.isCode(",")
            {
                names.append(source.tokens[index].text)
            }
            let isOpening = ["(", "["].contains(where: source.tokens[index].isCode)
            index = (isOpening ? source.closing(of: index) ?? end : index) + 1
        }
        return names
    }

    /// The last token of the case declaration starting at `start`.
    private static func declarationEnd(from start: Int, in source: SwiftSource) -> Int {
        var index = start
        while index + 1 < source.tokens.count {
            let token = source.tokens[index]
            if ["(", "["].contains(where: token.isCode), let close = source.closing(of: index) {
                index = close
                continue
            }
            let next = source.tokens[index + 1]
            if next.line > token.endLine && !token.isCode(",") { return index }
            index += 1
        }
        return index
    }

    /// `text` without the blank line right after the line opening `enum Views`, which the
    /// last case's removal leaves (the case's group was followed by one).
    static func withoutBlankLineAfterOpening(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let open = lines.firstIndex(where: { $0.contains("enum Views") }),
            open + 1 < lines.count, lines[open + 1].isEmpty
        else { return text }
        lines.remove(at: open + 1)
        return lines.joined(separator: "\n")
    }
}
