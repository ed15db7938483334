/// The array literal a `routed` app's application router lists its modules in:
/// `var instantiatedModules: [any ModuleType] = [MainModule(), …]`, or the literal assigned to
/// `instantiatedModules` where the declaration has none.
struct ModuleListLiteral {
    /// The property holding the modules.
    static let propertyName = "instantiatedModules"

    /// The index of the `[` opening the literal.
    let open: Int
    /// The index of the `]` closing it.
    let close: Int
    /// Each element's first and last token index, in order.
    let elements: [ClosedRange<Int>]

    /// Whether a `,` follows the last element.
    var hasTrailingComma: Bool { !elements.isEmpty && elements.last?.upperBound != close - 1 }

    /// The one literal assigned to `instantiatedModules` in `source`, or why there is none.
    static func find(in source: SwiftSource) -> Result<ModuleListLiteral, RegistrationPlace.Failure>
    {
        let names = source.indices(of: [propertyName])
        guard !names.isEmpty else {
            return .failure(RegistrationPlace.Failure("no \(propertyName) property"))
        }
        let opens = names.compactMap { literalOpen(after: $0, in: source) }
        guard opens.count == 1, let open = opens.first else {
            return .failure(
                RegistrationPlace.Failure(
                    opens.isEmpty
                        ? "no array literal is assigned to \(propertyName)"
                        : "\(opens.count) array literals are assigned to \(propertyName)"))
        }
        if let branch = source.branch(around: open, notAround: nil) {
            return .failure(
                RegistrationPlace.Failure("the \(propertyName) list is only inside \(branch)"))
        }
        guard let close = source.closing(of: open) else {
            return .failure(RegistrationPlace.Failure("the \(propertyName) list has no closing ]"))
        }
        let lines = source.tokens[open].line...source.tokens[close].line
        guard source.directiveLines.allSatisfy({ !lines.contains($0) }) else {
            return .failure(RegistrationPlace.Failure("the \(propertyName) list has #if lines"))
        }
        return .success(
            ModuleListLiteral(open: open, close: close, elements: elements(open, close, source)))
    }

    /// Whether an element names `type`: `PaymentsModule()`, or a wrapper around one.
    func contains(_ type: String, in source: SwiftSource) -> Bool {
        (open...close).contains { source.tokens[$0].isCode(type) }
    }

    /// The `[` of the literal after the property name at `name`, in its declaration
    /// (`instantiatedModules: [any ModuleType] = [`) or an assignment (`instantiatedModules = [`).
    private static func literalOpen(after name: Int, in source: SwiftSource) -> Int? {
        let tokens = source.tokens
        let previous = name > 0 ? tokens[name - 1] : nil
        let isDeclaration = previous?.isCode("var") == true || previous?.isCode("let") == true
        // `router.instantiatedModules = […]` sets another router's list; `self.` is this one's.
        if previous?.isCode(".") == true, name < 2 || !tokens[name - 2].isCode("self") {
            return nil
        }
        var index = name + 1
        if isDeclaration, index < tokens.count, tokens[index].isCode(":") {
            // Past the type annotation, to the `=` (a bracketed type is skipped whole).
            while index < tokens.count, !tokens[index].isCode("=") {
                if tokens[index].isCode("{") || tokens[index].isCode(";") { return nil }
                if tokens[index].isCode("["), let close = source.closing(of: index) {
                    index = close
                }
                index += 1
            }
        }
        guard index + 1 < tokens.count, tokens[index].isCode("="), tokens[index + 1].isCode("[")
        else { return nil }
        return index + 1
    }

    /// The elements between `open` and `close`, split at top-level commas.
    private static func elements(_ open: Int, _ close: Int, _ source: SwiftSource)
        -> [ClosedRange<Int>]
    {
        var result: [ClosedRange<Int>] = []
        var start: Int?
        for index in source.topLevelIndices(between: open, and: close) {
            if source.tokens[index].isCode(",") {
                if let first = start { result.append(first...(index - 1)) }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        if let first = start { result.append(first...(close - 1)) }
        return result
    }
}
