/// The uses of `Views` cases a Swift file makes where the type is known to be `Views`, for
/// `check` to find those of cases the enum no longer has: `Views.payments`, and an implicit
/// member passed straight to a function the app declares with a `Views` parameter
/// (`navigation.push(.payments)`, `build(view: .payments)`).
package enum ViewsCaseUses {
    /// The functions `text` declares whose first parameter is of type `Views` (`Views?` too),
    /// as name and argument label: `push(_:)`, `present(_:)`, `build(view:)`.
    package static func functionsTakingViews(in text: String) -> Set<String> {
        let tokens = SwiftSource(text).tokens
        var names: Set<String> = []
        for index in tokens.indices.dropLast(6)
        where tokens[index].isCode("func") && tokens[index + 2].isCode("(") {
            // `( label name : Views` or `( name : Views`.
            let (first, second) = (tokens[index + 3], tokens[index + 4])
            let labelled = second.kind == .identifier
            let colon = index + (labelled ? 5 : 4)
            guard colon + 1 < tokens.count, tokens[colon].isCode(":"),
                tokens[colon + 1].isCode("Views")
            else { continue }
            names.insert(tokens[index + 1].text + "(" + first.text + ":)")
        }
        return names
    }

    /// The members `text` declares that an implicit member could name besides a `Views` case:
    /// every `case name` (`case a, b` too) and `static`/`class` `let`, `var` and `func`.
    package static func declaredMembers(in text: String) -> Set<String> {
        let tokens = SwiftSource(text).tokens
        var names: Set<String> = []
        for index in tokens.indices.dropFirst() where tokens[index].kind == .identifier {
            let previous = tokens[index - 1]
            if previous.isCode("case") {
                names.insert(tokens[index].text)
                var next = index + 1
                while next + 1 < tokens.count, tokens[next].isCode(","),
                    tokens[next + 1].kind == .identifier
                {
                    names.insert(tokens[next + 1].text)
                    next += 2
                }
            } else if index > 1, ["let", "var", "func"].contains(where: previous.isCode),
                ["static", "class"].contains(where: tokens[index - 2].isCode)
            {
                names.insert(tokens[index].text)
            }
        }
        return names
    }

    /// The uses in `text` of `Views` cases that are none of `cases`.
    ///
    /// Each 0-based line and case name, in order; `functions` are those taking a `Views`
    /// (``functionsTakingViews(in:)``). The caller leaves out the names the app declares
    /// otherwise (``declaredMembers(in:)``).
    package static func missing(
        in text: String, cases: Set<String>, functions: Set<String>
    ) -> [(line: Int, name: String)] {
        let tokens = SwiftSource(text, interpolationsAsCode: true).tokens
        let known = cases.union(["self", "Type", "allCases"])
        var found: [(line: Int, name: String)] = []
        for index in tokens.indices.dropFirst().dropLast()
        where tokens[index].isCode(".") && tokens[index + 1].kind == .identifier {
            let name = tokens[index + 1].text
            guard !known.contains(name) else { continue }
            let qualified = tokens[index - 1].isCode("Views")
            let argumentEnds =
                index + 2 < tokens.count
                && (tokens[index + 2].isCode(")") || tokens[index + 2].isCode(","))
            let callee: String? =
                if index >= 2, tokens[index - 1].isCode("(") {
                    tokens[index - 2].text + "(_:)"
                } else if index >= 4, tokens[index - 1].isCode(":"), tokens[index - 3].isCode("(") {
                    tokens[index - 4].text + "(" + tokens[index - 2].text + ":)"
                } else { nil }
            let passed = argumentEnds && callee.map(functions.contains) ?? false
            if qualified || passed { found.append((tokens[index + 1].line, name)) }
        }
        return found
    }
}
