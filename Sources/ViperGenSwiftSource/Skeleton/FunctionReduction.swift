/// Reduces one kept initialiser or method to its wiring lines.
///
/// A wiring line mentions a part and uses nothing the skeleton loses (only parameters, kept
/// properties, locals declared by kept lines, types, members, and names the module's files do
/// not declare: the app's globals, such as a DI `container`). A line declaring a local keeps
/// it only when the local is a part by its name (`let presenter = …`), its value makes one
/// (`let screen = ProfileViewController()`) or a later wiring line uses it
/// (`let navigation = …` before `ProfileRouter(navigation: navigation)`); a `return` is kept
/// when it uses nothing lost.
struct FunctionReduction {
    /// The file.
    let file: LexedSwiftFile
    /// The module's words.
    let vocabulary: VIPERVocabulary
    /// The function's name (`init` for an initialiser).
    let name: String
    /// The kept functions of the type, which kept lines may call.
    let functions: Set<String>
    /// The stored properties the skeleton keeps, which an initialiser's kept lines set.
    let properties: Set<String>
    /// The names kept lines may use: kept properties, then parameters and kept locals.
    var allowed: Set<String>
    /// The members kept lines use on a part (`presenter.viewDidLoad()` → `viewDidLoad`).
    var usedMembers: Set<String> = []
    /// Whether a kept line hands over to a part (a call on one).
    var handsOver = false
    /// Every name the module's files declare (`var`, `let`, `func`, closure parameters): a
    /// name outside it is the app's and is never lost.
    var declaredNames: Set<String> = []
    /// The locals a later line mentioning a part uses, kept with the line declaring them.
    var wanted: Set<String> = []
    /// How many lines of the body ``piece(_:writer:)`` kept.
    var keptLines = 0

    /// Calls that keep a line whatever it mentions, so an initialiser still compiles.
    private static let alwaysKept: Set<String> = ["fatalError", "preconditionFailure"]

    /// The function's skeleton: its declaration and the kept lines of its body.
    mutating func piece(_ item: SourceItem, writer: SkeletonWriter) -> SkeletonPiece? {
        let introducer = item.introducer ?? item.first
        let start = writer.documentationStart(of: item)
        guard let open = writer.bodyOpen(of: item, after: introducer) else {
            return writer.whole(item)
        }
        let close = file.partner[open]
        allowed.formUnion(parameters(between: introducer, and: open))
        let statements = SourceItem.statements(of: file, between: open, and: close)
        noteWantedLocals(of: statements)
        let kept = statements.filter { keeps($0) }
        keptLines = kept.count
        let blank = writer.hasGap(before: start)
        if file.tokens[open].line == file.tokens[close].line {
            if kept.count == statements.count {
                return SkeletonPiece(
                    text: file.text(ofLines: start...file.tokens[close].line), blankBefore: blank)
            }
            let line = file.tokens[close].line
            let text =
                file.text(bytes: file.lineStarts[start]..<file.tokens[open].range.upperBound)
                + "}"
                + file.text(bytes: file.tokens[close].range.upperBound..<file.lineStarts[line + 1])
            return SkeletonPiece(text: text, blankBefore: blank)
        }
        var text = file.text(ofLines: start...file.tokens[open].line)
        for (position, statement) in kept.enumerated() {
            let first = file.tokens[statement.first].line
            if position > 0, file.isBlank(first - 1) { text += "\n" }
            text += file.text(ofLines: first...file.tokens[statement.last].endLine)
        }
        text += file.text(ofLines: file.tokens[close].line...file.tokens[close].line)
        return SkeletonPiece(text: text, blankBefore: blank)
    }

    /// Whether the statement is a wiring line; notes what it declares and uses when it is.
    private mutating func keeps(_ statement: SourceItem) -> Bool {
        let tokens = file.tokens
        var declared: Set<String> = []
        var wiring =
            Self.alwaysKept.contains(tokens[statement.first].text)
            || (name == "init" && setsKeptProperty(statement))
            || tokens[statement.first].isCode("return")
        var makesPart = false
        var members: Set<String> = []
        var handsOver = false
        for index in statement.first...statement.last {
            let token = tokens[index]
            if token.kind == .string, token.text.contains("\\(") { return false }
            guard token.kind == .identifier else { continue }
            let afterDot = index > statement.first && tokens[index - 1].isCode(".")
            let next = index < statement.last ? tokens[index + 1] : nil
            if index > statement.first, ["let", "var"].contains(tokens[index - 1].text) {
                declared.insert(token.text)
            }
            if afterDot {
                if index >= 2, tokens[index - 2].isCode("super"),
                    [name, "init"].contains(token.text)
                {
                    wiring = true
                }
                continue
            }
            if token.text == "super" { continue }
            if next?.isCode("(") == true, functions.contains(token.text) {
                wiring = true
                continue
            }
            let isOwn = allowed.contains(token.text) || declared.contains(token.text)
            if isOwn, !vocabulary.isWiring(token.text),
                let member = member(after: index, in: statement)
            {
                members.insert(member.name)
            }
            if vocabulary.isWiring(token.text) {
                wiring = true
                makesPart =
                    makesPart
                    || (vocabulary.isModuleType(token.text) && vocabulary.isPart(token.text))
                if let member = member(after: index, in: statement) {
                    members.insert(member.name)
                    handsOver = handsOver || member.isCall
                }
            }
            let isLabel = next?.isCode(":") == true
            let isType = token.text.first?.isUppercase == true
            if isLabel || isType || VIPERVocabulary.keywords.contains(token.text)
                || Self.alwaysKept.contains(token.text) || declared.contains(token.text)
                || allowed.contains(token.text)
                || (token.text.hasPrefix("_")
                    && properties.contains(String(token.text.dropFirst())))
                || (!declaredNames.isEmpty && !declaredNames.contains(token.text))
            {
                continue
            }
            return false
        }
        guard wiring,
            makesPart || declared.allSatisfy({ vocabulary.isWiring($0) || wanted.contains($0) })
        else { return false }
        allowed.formUnion(declared)
        usedMembers.formUnion(members)
        self.handsOver = self.handsOver || handsOver
        return true
    }

    /// Notes the locals of `statements` that a later line mentioning a part uses.
    private mutating func noteWantedLocals(of statements: [SourceItem]) {
        let tokens = file.tokens
        var declaredBy: [Set<String>] = []
        var uses: [Set<String>] = []
        var mentionsPart: [Bool] = []
        for statement in statements {
            var declared: Set<String> = []
            var used: Set<String> = []
            var part = false
            for index in statement.first...statement.last where tokens[index].kind == .identifier {
                let text = tokens[index].text
                if index > statement.first, ["let", "var"].contains(tokens[index - 1].text) {
                    declared.insert(text)
                } else if index == statement.first || !tokens[index - 1].isCode(".") {
                    used.insert(text)
                }
                part = part || vocabulary.isWiring(text)
            }
            declaredBy.append(declared)
            uses.append(used)
            mentionsPart.append(part)
        }
        for (position, declared) in declaredBy.enumerated() where mentionsPart[position] {
            for later in statements.indices.dropFirst(position + 1) where mentionsPart[later] {
                wanted.formUnion(declared.intersection(uses[later]))
            }
        }
    }

    /// Whether the statement sets a kept stored property: `self.router = router`,
    /// `_viewState = StateObject(wrappedValue: viewState)` (a property wrapper's storage).
    private func setsKeptProperty(_ statement: SourceItem) -> Bool {
        var index = statement.first
        if file.tokens[index].isCode("self"), index + 2 <= statement.last,
            file.tokens[index + 1].isCode(".")
        {
            index += 2
        }
        guard index + 1 <= statement.last, file.tokens[index].kind == .identifier,
            file.tokens[index + 1].isCode("=")
        else { return false }
        let name = file.tokens[index].text
        return properties.contains(name.hasPrefix("_") ? String(name.dropFirst()) : name)
    }

    /// The member used on the part at `index` (`presenter?.viewDidLoad()`), and whether it is
    /// called.
    private func member(after index: Int, in statement: SourceItem) -> (name: String, isCall: Bool)?
    {
        var next = index + 1
        while next <= statement.last, file.tokens[next].isCode("?") || file.tokens[next].isCode("!")
        {
            next += 1
        }
        guard next + 1 <= statement.last, file.tokens[next].isCode("."),
            file.tokens[next + 1].kind == .identifier
        else { return nil }
        let isCall = next + 2 <= statement.last && file.tokens[next + 2].isCode("(")
        return (file.tokens[next + 1].text, isCall)
    }

    /// The internal names of the parameters in the first `( … )` after `introducer`.
    private func parameters(between introducer: Int, and open: Int) -> Set<String> {
        guard let list = (introducer..<open).first(where: { file.tokens[$0].isCode("(") }) else {
            return []
        }
        var names: Set<String> = []
        var previous: String?
        for index in (list + 1)..<max(list + 1, file.partner[list]) {
            let token = file.tokens[index]
            if token.isCode(":"), let name = previous { names.insert(name) }
            previous = token.kind == .identifier ? token.text : nil
        }
        return names
    }
}
