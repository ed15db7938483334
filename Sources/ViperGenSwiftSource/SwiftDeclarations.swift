/// The protocols, types and extensions a Swift text declares, at any nesting level, read from
/// its code tokens: comments and strings never count, and what any `#if` branch declares does.
package struct SwiftDeclarations: Equatable, Sendable {
    /// The protocols, in order.
    package private(set) var protocols: [ProtocolDeclaration] = []
    /// The classes, structs, enums and actors, in order.
    package private(set) var types: [TypeDeclaration] = []
    /// The extensions, in order.
    package private(set) var extensions: [ExtensionDeclaration] = []

    /// Reads the declarations of `text`.
    package init(text: String) {
        let tokens = DeclarationTokens(text)
        let reader = SwiftMemberReader(tokens: tokens)
        for index in tokens.tokens.indices {
            let token = tokens.tokens[index]
            guard token.kind == .identifier, !tokens.isCode(index - 1, "."),
                ["protocol", "class", "struct", "enum", "actor", "extension"].contains(token.text),
                index + 1 < tokens.tokens.count, tokens.tokens[index + 1].kind == .identifier,
                !DeclarationScanner.notTypeNames.contains(tokens.tokens[index + 1].text)
            else { continue }
            read(at: index, tokens: tokens, reader: reader)
        }
    }

    /// Reads the declaration whose keyword is at `keyword`.
    private mutating func read(
        at keyword: Int, tokens: DeclarationTokens, reader: SwiftMemberReader
    ) {
        var position = keyword + 1
        var name = tokens.tokens[position].text
        position += 1
        while tokens.isCode(position, "."), position + 1 < tokens.tokens.count,
            tokens.tokens[position + 1].kind == .identifier
        {
            name = tokens.tokens[position + 1].text
            position += 2
        }
        let angleEnd = tokens.afterAngles(at: position, before: tokens.tokens.count)
        let primary =
            angleEnd - 1 > position
            ? tokens.splitAtCommas((position + 1)..<(angleEnd - 1)).map { tokens.text($0) } : []
        position = angleEnd
        guard let open = (position..<tokens.tokens.count).first(where: { tokens.isCode($0, "{") }),
            tokens.closers[open] >= 0
        else { return }
        var header = MemberHeader(tokens: tokens, position: position, end: open)
        var inherited: [String] = []
        if tokens.isCode(position, ":") {
            header.position += 1
            let whereIndex =
                (header.position..<open).first { tokens.isCode($0, "where") } ?? open
            inherited = tokens.splitAtCommas(header.position..<whereIndex).flatMap {
                Self.names(in: tokens.text($0))
            }
            header.position = whereIndex
        }
        let whereClause = header.whereClause()
        let close = tokens.closers[open]
        let members = reader.members(between: open, and: close)
        let leading = reader.leading(before: keyword)
        switch tokens.tokens[keyword].text {
        case "protocol":
            protocols.append(
                ProtocolDeclaration(
                    name: name, attributes: leading.attributes, inherited: inherited,
                    primaryAssociatedTypes: primary, whereClause: whereClause,
                    requirements: members))
        case "extension":
            extensions.append(
                ExtensionDeclaration(
                    extendedName: name, inherited: inherited, whereClause: whereClause,
                    members: members))
        default:
            types.append(
                TypeDeclaration(
                    keyword: tokens.tokens[keyword].text, name: name,
                    attributes: leading.attributes, modifiers: leading.modifiers,
                    inherited: inherited, members: members,
                    bodyLines: tokens.tokens[open].line...tokens.tokens[close].line))
        }
    }

    /// The type names of one inheritance entry: a composition split at `&`, attributes
    /// (`@preconcurrency`), suppressions (`~Copyable`) and `any` left out, a qualified name's
    /// last component kept.
    static func names(in entry: String) -> [String] {
        entry.split(separator: "&").compactMap { part in
            let plain = part.prefix { $0 != "<" }
            let words = plain.split(separator: " ").filter { !$0.hasPrefix("@") && $0 != "any" }
            guard let word = words.last, !word.hasPrefix("~") else { return nil }
            return String(word.split(separator: ".").last ?? word)
        }
    }
}
