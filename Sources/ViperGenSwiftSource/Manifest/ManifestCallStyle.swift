/// How a sibling call in a manifest list is laid out (`.target(` with its arguments on lines of
/// their own, or all on one line), so a new call can be written the same way.
struct ManifestCallStyle: Equatable {
    /// Whether each argument starts a line of its own after the call's `(` line.
    var argumentsOnOwnLines: Bool
    /// Whether the call's `)` starts a line of its own.
    var closingOnOwnLine: Bool
    /// The arguments' indentation relative to the call's first line.
    var argumentIndentation: String
    /// The labels whose array value the siblings write over several lines.
    var multiLineArrays: Set<String>
    /// Whether the last argument, on a line of its own, is followed by a comma (tools 6.1 and
    /// later allow it; a sibling written so says the manifest's tools do).
    var trailingArgumentComma = false
    /// Per label whose array the siblings write over several lines, whether its last element is
    /// followed by a comma.
    var arrayTrailingCommas: [String: Bool] = [:]

    /// Everything on one line: `.target(name: "X", dependencies: ["A"])`.
    static let oneLine = ManifestCallStyle(
        argumentsOnOwnLines: false, closingOnOwnLine: false, argumentIndentation: "",
        multiLineArrays: [])

    /// A style with every part given.
    init(
        argumentsOnOwnLines: Bool, closingOnOwnLine: Bool, argumentIndentation: String,
        multiLineArrays: Set<String>
    ) {
        self.argumentsOnOwnLines = argumentsOnOwnLines
        self.closingOnOwnLine = closingOnOwnLine
        self.argumentIndentation = argumentIndentation
        self.multiLineArrays = multiLineArrays
    }

    /// The style of `sibling` (the call new ones are written like), with the array labels
    /// every call of `siblings` writes over several lines; one line when there is no sibling.
    init(
        of sibling: ManifestCall?, siblings: [ManifestCall], in text: ManifestText,
        layout: ManifestLayout
    ) {
        guard let sibling, let first = sibling.arguments.items.first else {
            self = .oneLine
            return
        }
        let tokens = text.tokens
        let open = sibling.arguments.open
        let close = sibling.arguments.close
        let callLine = tokens[sibling.item.first].line
        argumentsOnOwnLines = tokens[first.first].line > tokens[open].line
        closingOnOwnLine =
            text.source.isFirstOnLine(close) && tokens[close].line > tokens[open].line
        let outer = text.indentation(ofLine: callLine)
        let inner = text.indentation(ofLine: tokens[first.first].line)
        argumentIndentation =
            inner.hasPrefix(outer) && inner.count > outer.count
            ? String(inner.dropFirst(outer.count)) : layout.unit
        var labels: [String: Bool] = [:]
        for call in [sibling] + siblings {
            for argument in call.arguments.items {
                guard let label = argument.label, labels[label] == nil,
                    tokens[argument.valueFirst].isCode("["),
                    let end = text.source.closing(of: argument.valueFirst)
                else { continue }
                labels[label] = tokens[end].line > tokens[argument.valueFirst].line
                if labels[label] == true,
                    let list = ManifestList(open: argument.valueFirst, in: text),
                    !list.items.isEmpty
                {
                    arrayTrailingCommas[label] = list.hasTrailingComma
                }
            }
        }
        multiLineArrays = Set(labels.filter(\.value).keys)
        trailingArgumentComma =
            argumentsOnOwnLines && closingOnOwnLine && sibling.arguments.hasTrailingComma
    }
}
