/// Expands macros in UTF-8 text in one linear pass; shared by path and content rendering.
///
/// Grammar: `___` + `[A-Z]` opens a macro, which must close with the first `___` before any
/// byte outside `[A-Za-z0-9_:,]`; `___` followed by anything else is literal text.
struct MacroTextRenderer {
    /// Looks up macro values.
    let resolver: MacroLookup
    /// The template-relative path reported in errors.
    let templatePath: String
    /// The text macros being expanded around this text, outermost first (cycle detection).
    var expanding: [String] = []
    /// Each text macro's expansion, made once per render: it depends on nothing but the
    /// values, so a macro used many times (or by many others) is not expanded again.
    var expansions = Expansions()

    /// The expansions of one render, shared by the renderers of the macros inside it.
    final class Expansions {
        var byName: [String: String] = [:]
    }

    private static let underscore = UInt8(ascii: "_")
    private static let newline = UInt8(ascii: "\n")

    /// Renders `bytes`, which must be valid UTF-8.
    func render(_ bytes: [UInt8]) throws -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        let count = bytes.count
        var index = 0
        var literalStart = 0
        var line = 1
        var lineStart = 0
        var uuidIndex = 0
        while index < count {
            let byte = bytes[index]
            if byte == Self.newline {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            guard byte == Self.underscore, Self.opensMacro(bytes, at: index) else {
                index += 1
                continue
            }
            let position = SourcePosition(
                bytes: bytes, line: line, lineStart: lineStart, offset: index)
            guard let close = Self.closingOffset(bytes, bodyStart: index + 3) else {
                let end = Self.tokenEnd(bytes, from: index + 3)
                let opening = String(decoding: bytes[index..<end], as: UTF8.self)
                throw error(.unterminatedMacro(opening: opening), at: position)
            }
            output.append(contentsOf: bytes[literalStart..<index])
            let body = String(decoding: bytes[(index + 3)..<close], as: UTF8.self)
            let value = try expand(body, uuidIndex: &uuidIndex, at: position)
            let start = index
            index = close + 3
            if value.isEmpty, Self.isOptionLine(bytes, lineStart: lineStart, macro: start) {
                // The line held only this option's macro, and it is empty: the line goes.
                output.removeLast(start - lineStart)
                index += 1
                line += 1
                lineStart = index
            } else {
                output.append(contentsOf: value.utf8)
            }
            literalStart = index
        }
        output.append(contentsOf: bytes[literalStart..<count])
        return output
    }

    /// Resolves `NAME` or `NAME:mod1,mod2` and applies the modifiers left to right.
    private func expand(
        _ body: String, uuidIndex: inout Int, at position: SourcePosition
    ) throws -> String {
        let parts = body.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let found: String?
        if let definition = resolver.textMacro(named: name) {
            found = try expand(definition, named: name, at: position)
        } else {
            found = resolver.value(named: name, uuidIndex: uuidIndex)
        }
        guard var value = found else {
            let variables = resolver.values.variables.keys.sorted()
            throw error(.unknownMacro(name: name, knownVariables: variables), at: position)
        }
        if name == MacroName.uuid.rawValue {
            uuidIndex += 1
        }
        guard parts.count == 2 else { return value }
        let modifierNames = parts[1].split(separator: ",", omittingEmptySubsequences: false)
        for modifierName in modifierNames {
            guard let modifier = MacroModifier(rawValue: String(modifierName)) else {
                let kind = MacroRenderError.Kind.unknownModifier(
                    modifier: String(modifierName), token: "___\(body)___")
                throw error(kind, at: position)
            }
            value = modifier.apply(to: value)
        }
        return value
    }

    /// Renders the text macro `name` with the same values; errors inside it name its source.
    private func expand(
        _ definition: TextMacro, named name: String, at position: SourcePosition
    ) throws -> String {
        if let known = expansions.byName[name] { return known }
        if expanding.contains(name) {
            throw error(.recursiveMacro(chain: expanding + [name]), at: position)
        }
        if expanding.count >= TextMacro.maximumNesting {
            throw error(.macroChainTooDeep(chain: expanding + [name]), at: position)
        }
        var nested = MacroTextRenderer(
            resolver: resolver, templatePath: "\(definition.source) (\(name))")
        nested.expanding = expanding + [name]
        nested.expansions = expansions
        let expansion = try nested.render(Array(definition.text.utf8))
        guard expansion.count <= TextMacro.maximumExpansion else {
            throw error(.macroExpansionTooLarge(name: name), at: position)
        }
        let text = String(decoding: expansion, as: UTF8.self)
        expansions.byName[name] = text
        return text
    }

    private func error(
        _ kind: MacroRenderError.Kind, at position: SourcePosition
    ) -> MacroRenderError {
        MacroRenderError(
            kind: kind, templatePath: templatePath, line: position.line, column: position.column)
    }

    /// Whether the macro opening at `macro` is a template option's (`___VARIABLE_…___`) alone on
    /// its line, after spaces or tabs and before a line feed: such a line is left out when the
    /// option is empty, so an option can hold an optional attribute line such as `@MainActor`
    /// (Xcode keeps the line, blank).
    private static func isOptionLine(_ bytes: [UInt8], lineStart: Int, macro: Int) -> Bool {
        guard bytes[lineStart..<macro].allSatisfy({ $0 == 32 || $0 == 9 }) else { return false }
        let prefix = Array("___VARIABLE_".utf8)
        guard bytes[macro...].starts(with: prefix) else { return false }
        guard let close = closingOffset(bytes, bodyStart: macro + 3) else { return false }
        return close + 3 < bytes.count && bytes[close + 3] == newline
    }

    /// Whether `___` followed by an uppercase ASCII letter starts at `index`.
    private static func opensMacro(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 3 < bytes.count && bytes[index + 1] == underscore
            && bytes[index + 2] == underscore
            && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[index + 3])
    }

    /// The offset of the closing `___`, or `nil` if a byte outside the macro alphabet or the
    /// end of the input comes first.
    private static func closingOffset(_ bytes: [UInt8], bodyStart: Int) -> Int? {
        var cursor = bodyStart
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == underscore, cursor + 2 < bytes.count, bytes[cursor + 1] == underscore,
                bytes[cursor + 2] == underscore
            {
                return cursor
            }
            guard isMacroByte(byte) else { return nil }
            cursor += 1
        }
        return nil
    }

    /// The offset of the first byte from `start` that cannot be part of a macro.
    private static func tokenEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var cursor = start
        while cursor < bytes.count, isMacroByte(bytes[cursor]) {
            cursor += 1
        }
        return cursor
    }

    private static func isMacroByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), underscore, UInt8(ascii: ":"),
            UInt8(ascii: ","):
            return true
        default:
            return false
        }
    }
}
