/// Works out the insertions that make a Swift text's declarations `public`: an access modifier
/// before each declaration that has none written, and the initializers Swift writes itself
/// spelled out as `public init`.
struct AccessPublisher {
    /// The text's tokens.
    let tokens: AccessTokens
    /// The protocols known by name (the standard ones and those of the module's files): a
    /// class inheriting only these has no superclass, so it gets `public init()` when Swift
    /// would write `init()` for it.
    let protocols: Set<String>
    /// The insertions worked out so far.
    private(set) var insertions: TextInsertions
    private let reader: AccessDeclarationReader
    /// The types this text declares with an access level below `public` written: their
    /// extensions are left alone.
    private var restricted: Set<String> = []

    /// The protocols of the standard library and of Apple's frameworks a class commonly
    /// adopts.
    static let standardProtocols: Set<String> = [
        "AnyObject", "Sendable", "Hashable", "Equatable", "Comparable", "Identifiable",
        "Observable", "ObservableObject", "Codable", "Encodable", "Decodable", "Error",
        "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable",
    ]

    /// A publisher of `text`, knowing the protocols `protocols` besides the standard ones.
    init(text: String, protocols: Set<String>) {
        tokens = AccessTokens(text)
        reader = AccessDeclarationReader(tokens: tokens)
        insertions = TextInsertions(bytes: tokens.bytes)
        self.protocols = protocols.union(Self.standardProtocols)
        restricted = Set(
            topLevel.filter { $0.body != nil && $0.keywordText != "extension" }
                .filter { ($0.writtenAccess).map { !["public", "open"].contains($0) } ?? false }
                .compactMap(\.name))
    }

    /// The declarations at the text's top level.
    var topLevel: [AccessDeclaration] {
        reader.declarations(in: 0..<tokens.tokens.count)
    }

    /// The names of the protocols declared at the top level of `text`.
    static func protocolNames(in text: String) -> Set<String> {
        let tokens = AccessTokens(text)
        return Set(
            AccessDeclarationReader(tokens: tokens).declarations(in: 0..<tokens.tokens.count)
                .filter { $0.keywordText == "protocol" }.compactMap(\.name))
    }

    /// Makes `declaration` public, and what another module can use inside it.
    mutating func publish(_ declaration: AccessDeclaration) {
        switch declaration.keywordText {
        case "import", "case", "deinit", "associatedtype":
            return
        case "extension":
            guard declaration.writtenAccess == nil, let name = declaration.name,
                !restricted.contains(name), let body = declaration.body
            else { return }
            for member in reader.declarations(in: (body.open + 1)..<body.close) {
                publish(member)
            }
        case "protocol":
            if declaration.writtenAccess == nil { insertModifier("public", for: declaration) }
        case "class", "struct", "enum", "actor":
            publishType(declaration)
        default:
            if declaration.writtenAccess == nil { insertModifier("public", for: declaration) }
        }
    }

    /// Makes the type `declaration` public (`open` for a class that is not `final`), its
    /// members public, and its implicit initializer a public one.
    private mutating func publishType(_ declaration: AccessDeclaration) {
        if let access = declaration.writtenAccess {
            guard access == "public" || access == "open" else { return }
        } else {
            let isOpen = declaration.keywordText == "class" && !declaration.isFinal
            insertModifier(isOpen ? "open" : "public", for: declaration)
        }
        guard let body = declaration.body else { return }
        let members = reader.declarations(in: (body.open + 1)..<body.close)
        for member in members { publish(member) }
        guard declaration.keywordText != "enum", let name = declaration.name else { return }
        let indentation = memberIndentation(of: declaration, members: members)
        let inherited = inheritedNames(of: declaration)
        guard
            let initializer = PublicInitializer.needed(
                keyword: declaration.keywordText, name: name, members: members,
                hasSuperclass: !inherited.allSatisfy(protocols.contains),
                indentation: indentation, in: tokens)
        else { return }
        insert(initializer.lines, indentation: indentation, before: body.close, after: body.open)
    }

    /// Makes the type `declaration` public (`open` for a class that is not `final`) with only
    /// the members that must be as visible as their type: overrides and required initializers.
    mutating func publishTypeAlone(_ declaration: AccessDeclaration) {
        guard ["class", "struct", "enum", "actor", "protocol"].contains(declaration.keywordText)
        else { return }
        guard declaration.writtenAccess == nil else { return }
        let isOpen = declaration.keywordText == "class" && !declaration.isFinal
        insertModifier(isOpen ? "open" : "public", for: declaration)
        guard let body = declaration.body, declaration.keywordText != "protocol" else { return }
        for member in reader.declarations(in: (body.open + 1)..<body.close)
        where member.writtenAccess == nil
            && (member.modifiers.contains("override") || member.modifiers.contains("required"))
        {
            insertModifier("public", for: member)
        }
    }

    /// Inserts `modifier` and a space where `declaration`'s access modifier goes.
    private mutating func insertModifier(_ modifier: String, for declaration: AccessDeclaration) {
        insertions.insert(modifier + " ", at: declaration.modifierOffset)
    }

    /// The indentation of the members of `declaration`'s body.
    private func memberIndentation(
        of declaration: AccessDeclaration, members: [AccessDeclaration]
    ) -> String {
        if let first = members.first {
            let offset = tokens.tokens[first.start].range.lowerBound
            if insertions.isFirstOnLine(offset) { return insertions.indentation(of: offset) }
        }
        let open = tokens.tokens[declaration.body?.open ?? declaration.keyword].range.lowerBound
        return insertions.indentation(of: open) + "    "
    }

    /// The names in `declaration`'s inheritance clause: each entry's last name outside angle
    /// brackets (`Foo.Bar<T>` gives `Bar`).
    private func inheritedNames(of declaration: AccessDeclaration) -> [String] {
        guard let body = declaration.body else { return [] }
        var index = declaration.keyword + 2
        var angles = 0
        while index < body.open, !(angles == 0 && tokens.isCode(index, ":")) {
            if tokens.isCode(index, "<") { angles += 1 }
            if tokens.isCode(index, ">") { angles -= 1 }
            index += 1
        }
        var names: [String] = []
        var current: String?
        angles = 0
        for position in (index + 1)..<max(index + 1, body.open) {
            if tokens.isCode(position, "where") { break }
            if tokens.isCode(position, "<") { angles += 1 }
            if tokens.isCode(position, ">") { angles -= 1 }
            if angles == 0, tokens.isCode(position, ",") {
                current.map { names.append($0) }
                current = nil
            } else if angles == 0, tokens.tokens[position].kind == .identifier,
                !tokens.isWord(position, in: ["any", "some"])
            {
                current = tokens.tokens[position].text
            }
        }
        current.map { names.append($0) }
        return names
    }

    /// Inserts `lines` (one declaration, each line indented by `indentation`) at the end of the
    /// body whose braces are at `open` and `close`: after a blank line unless the body is empty.
    private mutating func insert(
        _ lines: [String], indentation: String, before close: Int, after open: Int
    ) {
        let lineBreak = insertions.lineBreak
        let block = lines.map { ($0.isEmpty ? "" : indentation + $0) + lineBreak }.joined()
        let closeOffset = tokens.tokens[close].range.lowerBound
        guard insertions.isFirstOnLine(closeOffset) else {
            let outer = insertions.indentation(of: tokens.tokens[open].range.lowerBound)
            insertions.insert(lineBreak + block + outer, at: closeOffset)
            return
        }
        let lineStart = insertions.lineStart(of: closeOffset)
        let needsBlank = close > open + 1 && !previousLineIsBlank(before: lineStart)
        insertions.insert((needsBlank ? lineBreak : "") + block, at: lineStart)
    }

    /// Whether the line before the one starting at `lineStart` holds only spaces and tabs.
    private func previousLineIsBlank(before lineStart: Int) -> Bool {
        let bytes = tokens.bytes
        guard lineStart > 0 else { return true }
        var end = lineStart - 1
        if end > 0, bytes[end] == UInt8(ascii: "\n"), bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        let start = insertions.lineStart(of: end)
        return bytes[start..<end].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
