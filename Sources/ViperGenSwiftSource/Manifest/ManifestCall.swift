/// A call element of a manifest array, such as `.target(name: "X", …)` in `targets:` or
/// `.package(path: "../X")` in `dependencies:` (`Target.target(` too).
struct ManifestCall {
    /// The element in its array.
    let item: ManifestList.Item
    /// The element's position in its array.
    let position: Int
    /// The called member without its dot: `target`, `testTarget`, `library`, `product`.
    let function: String
    /// The call's arguments.
    let arguments: ManifestList
    /// Whether the array's element names a top-level `let` that this call initializes (such
    /// as `appTarget`, declared once in each branch of an `#if`).
    let viaLet: Bool

    /// The call that `item` (at `position` of its array) is, or nil for another expression.
    init?(item: ManifestList.Item, position: Int, in text: ManifestText, viaLet: Bool = false) {
        let tokens = text.tokens
        var dot = item.first
        if tokens[dot].kind == .identifier, dot + 1 <= item.last, tokens[dot + 1].isCode(".") {
            dot += 1
        }
        guard dot + 2 <= item.last, tokens[dot].isCode("."),
            tokens[dot + 1].kind == .identifier, tokens[dot + 2].isCode("("),
            text.source.closing(of: dot + 2) == item.last,
            let arguments = ManifestList(open: dot + 2, in: text)
        else { return nil }
        self.item = item
        self.position = position
        function = tokens[dot + 1].text
        self.arguments = arguments
        self.viaLet = viaLet
    }

    /// The argument labeled `label`.
    func argument(_ label: String) -> ManifestList.Item? {
        arguments.items.first { $0.label == label }
    }

    /// The value of the argument labeled `label` when it is a plain string literal.
    func literal(_ label: String, in text: ManifestText) -> String? {
        guard let argument = argument(label), argument.valueFirst == argument.last else {
            return nil
        }
        return text.literal(at: argument.valueFirst)
    }
}
