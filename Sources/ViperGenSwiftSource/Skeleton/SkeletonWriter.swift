/// Writes the skeleton of one file of a module: its header, imports and the module's types
/// with only the members that wire the parts together (see ``ModuleSkeleton``).
struct SkeletonWriter {
    /// Where a body lies, for deciding what of it to keep.
    struct Container {
        /// The type's name; nil at the top level of the file.
        var typeName: String?
        /// Whether the body is a protocol's (requirements, no bodies).
        var isProtocol = false
        /// Whether the body lies in the module's namespace type (`enum Profile { … }`), whose
        /// nested types are all kept.
        var inNamespace = false
        /// The property the type's SwiftUI conformance requires (`body` of a `View`,
        /// `previews` of a `PreviewProvider`), which the skeleton must keep.
        var requiredProperty: String?
    }

    /// The file.
    let file: LexedSwiftFile
    /// The module's words.
    let vocabulary: VIPERVocabulary
    /// Members some kept line of the module uses on a part (`presenter.viewDidLoad()`).
    let required: Set<String>
    /// The stored properties kept anywhere in the module, which kept lines may use.
    let properties: Set<String>
    /// Every name the module's files declare (``LexedSwiftFile/declaredNames``).
    let declaredNames: Set<String>
    /// Members the kept lines of this file use on a part.
    var usedMembers: Set<String> = []
    /// The stored properties this file keeps.
    var keptProperties: Set<String> = []

    /// The skeleton's text: the file's header (its leading comment lines, up to a `///`
    /// comment, which belongs to the declaration after it), then the kept declarations.
    mutating func write() -> String {
        var header = 0
        while header < file.lineCount, file.commentOnlyLines.contains(header),
            !file.documentationLines.contains(header)
        {
            header += 1
        }
        let pieces = body(between: -1, and: file.tokens.count, in: Container())
        let head = header > 0 ? file.text(ofLines: 0...(header - 1)) : ""
        return head + SkeletonPiece.joined(pieces, blankFirst: header > 0)
    }

    /// The kept members of the body between the tokens `open` and `close`.
    mutating func body(between open: Int, and close: Int, in container: Container)
        -> [SkeletonPiece]
    {
        let items = SourceItem.members(of: file, between: open, and: close)
        var pieces: [SkeletonPiece] = []
        var properties: Set<String> = []
        var keptProperties: [Int: SkeletonPiece] = [:]
        for (position, item) in items.enumerated() {
            guard let introducer = item.introducer,
                ["var", "let"].contains(file.tokens[introducer].text),
                let name = name(after: introducer), keepsProperty(item, name: name, in: container)
            else { continue }
            properties.insert(name)
            self.keptProperties.insert(name)
            keptProperties[position] = whole(item)
        }
        let functions = keptFunctions(items, in: container, properties: properties)
        for (position, item) in items.enumerated() {
            if item.isDirective {
                var piece = whole(item)
                piece.directive = file.tokens[min(item.first + 1, item.last)].text
                pieces.append(piece)
                continue
            }
            // A freestanding macro at the top level (`#Preview { … }`) is kept whole.
            if item.introducer == nil, container.typeName == nil,
                file.tokens[item.first].isCode("#")
            {
                pieces.append(whole(item))
                continue
            }
            guard let introducer = item.introducer else { continue }
            switch file.tokens[introducer].text {
            case "import":
                if container.typeName == nil { pieces.append(whole(item)) }
            case "class", "struct", "enum", "protocol", "actor", "extension":
                if let piece = type(item, introducer: introducer, in: container) {
                    pieces.append(piece)
                }
            case "typealias", "associatedtype":
                if mentionsWiring(item) { pieces.append(whole(item)) }
            case "var", "let":
                if let piece = keptProperties[position] {
                    pieces.append(piece)
                } else if let required = container.requiredProperty,
                    name(after: introducer) == required,
                    let piece = requiredBody(item, introducer: introducer)
                {
                    pieces.append(piece)
                }
            case "init", "func":
                if let piece = functions[position] { pieces.append(piece) }
            default:
                break
            }
        }
        return pieces
    }

    /// The skeleton of a type declaration, or nil when the type is not the module's.
    private mutating func type(_ item: SourceItem, introducer: Int, in container: Container)
        -> SkeletonPiece?
    {
        let keyword = file.tokens[introducer].text
        guard let name = name(after: introducer) else { return nil }
        let headerEnd = bodyOpen(of: item, after: introducer) ?? item.last
        let headerMentions = (introducer...headerEnd).contains {
            file.tokens[$0].kind == .identifier && vocabulary.isModuleType(file.tokens[$0].text)
        }
        let keep =
            container.inNamespace || vocabulary.isWiring(name) || vocabulary.isModuleType(name)
            || (container.typeName == nil && headerMentions)
        guard keep else { return nil }
        guard let open = bodyOpen(of: item, after: introducer) else { return whole(item) }
        let close = file.partner[open]
        let start = documentationStart(of: item)
        let conformances = Set(
            (introducer..<open).filter { file.tokens[$0].kind == .identifier }.map {
                file.tokens[$0].text
            })
        let swiftUIRequirement =
            conformances.contains("View")
            ? "body" : conformances.contains("PreviewProvider") ? "previews" : nil
        let inner = Container(
            typeName: name, isProtocol: keyword == "protocol",
            inNamespace: container.inNamespace || name == vocabulary.moduleName,
            requiredProperty: keyword == "protocol" ? nil : swiftUIRequirement)
        let members = body(between: open, and: close, in: inner)
        let conforms = (introducer..<open).contains { file.tokens[$0].isCode(":") }
        if keyword == "extension", members.isEmpty, !conforms { return nil }
        if file.tokens[open].line == file.tokens[close].line {
            let line = file.tokens[close].line
            let text =
                file.text(bytes: file.lineStarts[start]..<file.tokens[open].range.upperBound)
                + "}"
                + file.text(bytes: file.tokens[close].range.upperBound..<file.lineStarts[line + 1])
            return SkeletonPiece(text: text, blankBefore: hasGap(before: start))
        }
        let text =
            file.text(ofLines: start...file.tokens[open].line) + SkeletonPiece.joined(members)
            + file.text(ofLines: file.tokens[close].line...file.tokens[close].line)
        return SkeletonPiece(text: text, blankBefore: hasGap(before: start))
    }

    /// Whether a stored property is kept: it is a part (`presenter`), its type or value is one
    /// (`ProfileRouter`), or a kept line uses it on a part.
    private func keepsProperty(_ item: SourceItem, name: String, in container: Container)
        -> Bool
    {
        guard container.typeName != nil else { return false }
        if !container.isProtocol,
            let open = bodyOpen(of: item, after: item.introducer ?? item.first)
        {
            let assigns = (item.first..<open).contains { file.tokens[$0].isCode("=") }
            let observes =
                open + 1 < file.tokens.count
                && ["willSet", "didSet"].contains(file.tokens[open + 1].text)
            if !assigns && !observes { return false }
        }
        return vocabulary.isWiring(name) || required.contains(name) || mentionsWiring(item)
    }

    /// Whether an identifier of the item names a part or its type.
    func mentionsWiring(_ item: SourceItem) -> Bool {
        (item.first...item.last).contains {
            file.tokens[$0].kind == .identifier && vocabulary.isWiring(file.tokens[$0].text)
        }
    }

    /// The item's lines whole, with its documentation comment.
    func whole(_ item: SourceItem) -> SkeletonPiece {
        let start = documentationStart(of: item)
        return SkeletonPiece(
            text: file.text(ofLines: start...file.tokens[item.last].endLine),
            blankBefore: hasGap(before: start))
    }

    /// The first line of the item's `///` comment, else of the item.
    func documentationStart(of item: SourceItem) -> Int {
        var line = file.tokens[item.first].line
        while file.documentationLines.contains(line - 1) { line -= 1 }
        return line
    }

    /// Whether a blank line or a comment left out comes right before line `line`.
    func hasGap(before line: Int) -> Bool {
        file.isBlank(line - 1) || file.commentOnlyLines.contains(line - 1)
    }

    /// The name declared after the keyword at `introducer` (`Profile.Load` for an extension of a
    /// nested type).
    func name(after introducer: Int) -> String? {
        var index = introducer + 1
        var name = ""
        while index < file.tokens.count, file.tokens[index].kind == .identifier {
            name += file.tokens[index].text
            guard index + 2 < file.tokens.count, file.tokens[index + 1].isCode("."),
                file.tokens[introducer].text == "extension"
            else { break }
            name += "."
            index += 2
        }
        return name.isEmpty ? nil : name
    }

    /// The `{` opening the item's body (after `after`), if it has one that is closed.
    func bodyOpen(of item: SourceItem, after start: Int) -> Int? {
        var index = start + 1
        while index <= item.last {
            if file.tokens[index].isCode("{") {
                return file.partner[index] > index ? index : nil
            }
            let partner = file.partner[index]
            index = partner > index ? partner + 1 : index + 1
        }
        return nil
    }
}
