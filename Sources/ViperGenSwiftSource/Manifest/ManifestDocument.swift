/// A manifest read for one edit: its text, layout, and `Package(` call, with the lookups and
/// refusals every edit shares.
struct ManifestDocument {
    /// The text with its tokens.
    let text: ManifestText
    /// The manifest's name in messages.
    let file: String
    /// Its formatting.
    let layout: ManifestLayout
    /// The `Package(` call's arguments.
    let package: ManifestList

    /// The SwiftPM order of `Package(`'s arguments, which the initializer requires.
    static let packageArgumentOrder = [
        "name", "defaultLocalization", "platforms", "pkgConfig", "providers", "products",
        "dependencies", "targets", "swiftLanguageModes", "swiftLanguageVersions",
        "cLanguageStandard", "cxxLanguageStandard",
    ]

    /// Reads `string`; refuses when it has no `Package(` call.
    init(_ string: String, file: String) throws(ManifestEditRefusal) {
        let text = ManifestText(string)
        self.text = text
        self.file = file
        let candidates = text.source.indices(of: ["Package", "("])
        let assigned = candidates.first { $0 > 0 && text.tokens[$0 - 1].isCode("=") }
        guard let start = assigned ?? candidates.first,
            let package = ManifestList(open: start + 1, in: text)
        else {
            throw ManifestEditRefusal(
                file: file, line: nil, reason: "no `Package(` call was found", action: .change,
                place: "the manifest", lines: [])
        }
        self.package = package
        layout = ManifestLayout(of: text, package: package)
    }

    /// A refusal at token `index` (no line when nil).
    func refusal(
        at index: Int?, _ reason: String, _ action: ManifestEditRefusal.Action, place: String,
        lines: [String]
    ) -> ManifestEditRefusal {
        ManifestEditRefusal(
            file: file, line: index.map(text.humanLine), reason: reason, action: action,
            place: place, lines: lines)
    }

    /// Refuses when the token at `index` is compiled only in some `#if` branch.
    func requireUnconditional(
        _ index: Int, place: String, _ action: ManifestEditRefusal.Action, lines: [String]
    ) throws(ManifestEditRefusal) {
        guard let branch = text.source.branch(around: index, notAround: nil) else { return }
        throw refusal(
            at: index, "\(place) is inside `\(branch)`", action, place: place, lines: lines)
    }

    /// The array that the argument `label` of `call` holds (following a top-level `let` it
    /// names), or nil when there is no such argument; refuses when the value is computed or
    /// the array is inside `#if`.
    func array(
        _ label: String, of call: ManifestList, place: String, _ action: ManifestEditRefusal.Action,
        lines: [String], allowingConditional: Bool = false
    ) throws(ManifestEditRefusal) -> ManifestArrayPlace? {
        guard let position = call.index(labeled: label) else { return nil }
        let argument = call.items[position]
        let tokens = text.tokens
        let first = argument.valueFirst
        if tokens[first].isCode("["), text.source.closing(of: first) == argument.last,
            let list = ManifestList(open: first, in: text)
        {
            if !allowingConditional {
                try requireUnconditional(first, place: place, action, lines: lines)
            }
            return ManifestArrayPlace(
                list: list, argumentPosition: position, owner: call, place: place)
        }
        if first == argument.last, tokens[first].kind == .identifier {
            let name = tokens[first].text
            let letPlace = "`let \(name)` (\(place))"
            let declarations = topLevelDeclarations(of: name)
            for declaration in declarations {
                try requireUnconditional(declaration, place: letPlace, action, lines: lines)
            }
            guard declarations.count < 2 else {
                throw refusal(
                    at: declarations[1], "`\(name)` is declared more than once", action,
                    place: place, lines: lines)
            }
            if let declaration = declarations.first, let list = arrayLiteral(of: declaration) {
                return ManifestArrayPlace(
                    list: list, argumentPosition: nil, owner: call, place: letPlace)
            }
            throw refusal(
                at: first,
                "`\(label):` is `\(name)`, which is not a top-level `let` of an array literal",
                action, place: place, lines: lines)
        }
        var expression = text.compactSource(from: first, through: argument.last)
        if expression.count > 60 { expression = expression.prefix(57) + "…" }
        throw refusal(
            at: first, "`\(label):` is the computed expression `\(expression)`", action,
            place: place, lines: lines)
    }

    /// The indices of the top-level `let NAME` and `var NAME` declarations.
    func topLevelDeclarations(of name: String) -> [Int] {
        (text.source.indices(of: ["let", name]) + text.source.indices(of: ["var", name]))
            .filter { text.source.enclosingBrace(of: $0) == nil }.sorted()
    }

    /// The array literal that the declaration at `declaration` (`let NAME(: Type)? = [ … ]`)
    /// is initialized with, or nil when the literal is part of a larger expression.
    private func arrayLiteral(of declaration: Int) -> ManifestList? {
        let tokens = text.tokens
        guard let equals = text.source.next("=", after: declaration + 1),
            equals + 1 < tokens.count, tokens[equals + 1].isCode("["),
            let close = text.source.closing(of: equals + 1)
        else { return nil }
        if close + 1 < tokens.count {
            let next = tokens[close + 1]
            let continues = next.kind == .punctuation && !next.isCode("#") && !next.isCode("@")
            guard next.line > tokens[close].endLine, !continues else { return nil }
        }
        return ManifestList(open: equals + 1, in: text)
    }

    /// The text with `edits` made.
    func edited(_ edits: [ManifestByteEdit]) -> String {
        ManifestByteEdit.apply(edits, to: text.bytes)
    }

    /// The edits of `list` in this manifest.
    func editing(_ list: ManifestList) -> ManifestListEdit {
        ManifestListEdit(text: text, list: list, layout: layout)
    }

    /// The position in `Package(` where an argument `label` goes: before the first argument
    /// that SwiftPM's order puts after it.
    func packagePosition(of label: String) -> Int {
        let order = Self.packageArgumentOrder
        guard let rank = order.firstIndex(of: label) else { return package.items.count }
        return package.items.firstIndex {
            guard let other = $0.label.flatMap(order.firstIndex(of:)) else { return false }
            return other > rank
        } ?? package.items.count
    }

    /// Whether `Package(`'s `targets:` or `products:` array is written over several lines, so a
    /// new array argument is too.
    var packageArraysAreMultiLine: Bool {
        ["targets", "products", "dependencies"].contains { label in
            guard let argument = package.items.first(where: { $0.label == label }),
                text.tokens[argument.valueFirst].isCode("["),
                let close = text.source.closing(of: argument.valueFirst)
            else { return false }
            return text.tokens[close].line > text.tokens[argument.valueFirst].line
        }
    }
}
