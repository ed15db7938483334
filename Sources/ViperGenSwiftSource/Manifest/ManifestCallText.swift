/// A call element to write into a manifest list, such as `.target(name: "X", dependencies:
/// ["A"])`, laid out like a sibling (``ManifestCallStyle``).
struct ManifestCallText {
    /// An argument's value.
    enum Value {
        /// Source text written as is, such as `"X"`.
        case plain(String)
        /// An array of elements' source texts.
        case array([String])
    }

    /// The called member without its dot: `target`, `testTarget`, `library`, `package`.
    let function: String
    /// The labeled arguments in order.
    let arguments: [(label: String, value: Value)]

    /// The call on one line.
    var oneLine: String {
        let parts = arguments.map { argument -> String in
            switch argument.value {
            case .plain(let text): "\(argument.label): \(text)"
            case .array(let elements): "\(argument.label): [\(elements.joined(separator: ", "))]"
            }
        }
        return ".\(function)(\(parts.joined(separator: ", ")))"
    }

    /// The call laid out in `style`, the lines of multi-line arrays ending with commas as
    /// `layout` says; on one line when it has at most one argument and that is no array.
    func item(style: ManifestCallStyle, layout: ManifestLayout) -> ManifestItemText {
        if arguments.count < 2, case .plain = arguments.first?.value ?? .plain("") {
            return ManifestItemText(oneLine)
        }
        var lines: [String] = []
        var current = ".\(function)("
        for (index, argument) in arguments.enumerated() {
            let isLast = index == arguments.count - 1
            let argumentLines = self.lines(of: argument, style: style, layout: layout)
            if style.argumentsOnOwnLines {
                if index == 0 { lines.append(current) }
                var indented = argumentLines.map { style.argumentIndentation + $0 }
                if !isLast || style.trailingArgumentComma { indented[indented.count - 1] += "," }
                lines += indented
                current = ""
            } else {
                current += (index == 0 ? "" : ", ") + argumentLines[0]
                if argumentLines.count > 1 {
                    lines.append(current)
                    lines += argumentLines.dropFirst().dropLast()
                    current = argumentLines[argumentLines.count - 1]
                }
            }
        }
        if style.argumentsOnOwnLines {
            if style.closingOnOwnLine { lines.append(")") } else { lines[lines.count - 1] += ")" }
        } else {
            lines.append(current + ")")
        }
        return ManifestItemText(lines: lines, oneLine: oneLine)
    }

    /// The lines of one argument: one, or an array over several when the style says so.
    private func lines(
        of argument: (label: String, value: Value), style: ManifestCallStyle, layout: ManifestLayout
    ) -> [String] {
        switch argument.value {
        case .plain(let text): return ["\(argument.label): \(text)"]
        case .array(let elements):
            return ManifestItemText.arrayArgument(
                argument.label, elements: elements,
                multiLine: style.multiLineArrays.contains(argument.label),
                layout: ManifestLayout(
                    unit: layout.unit,
                    trailingCommas: style.arrayTrailingCommas[argument.label]
                        ?? layout.trailingCommas)
            ).lines
        }
    }
}
