import Foundation

@testable import ViperGenTemplates

/// A plain second implementation of the macro grammar: the oracle for the fuzz tests.
///
/// It decodes with the standard library, splits lines and scans Unicode scalars, where
/// ``MacroRenderer`` scans bytes in one pass. Values and modifiers come from the engine (the
/// tokenizer is what is under test).
struct ReferenceMacroRenderer {
    /// The values macros expand to.
    let values: MacroValues

    private static let underscore: Unicode.Scalar = "_"

    /// The expected result of ``MacroRenderer/renderPath(_:)``.
    func renderPath(_ templatePath: String) -> Result<String, MacroRenderError> {
        let resolver = MacroLookup.forPath(values: values, templatePath: templatePath)
        return render(templatePath, resolver: resolver, templatePath: templatePath)
    }

    /// The expected result of ``MacroRenderer/renderContent(_:outputFileName:templatePath:)``.
    func renderContent(
        _ bytes: [UInt8], outputFileName: String, templatePath: String
    ) -> Result<[UInt8], MacroRenderError> {
        if let invalid = Self.firstInvalidUTF8(bytes) {
            let kind = MacroRenderError.Kind.invalidUTF8(
                byte: invalid.byte, fileName: outputFileName)
            return .failure(
                MacroRenderError(
                    kind: kind, templatePath: templatePath, line: invalid.line,
                    column: invalid.column))
        }
        return renderPath(templatePath).flatMap { outputPath in
            let resolver = MacroLookup.forContent(
                values: values, outputFileName: outputFileName, outputPath: outputPath)
            let text = String(decoding: bytes, as: UTF8.self)
            return render(text, resolver: resolver, templatePath: templatePath).map {
                Array($0.utf8)
            }
        }
    }

    private func render(
        _ text: String, resolver: MacroLookup, templatePath: String
    ) -> Result<String, MacroRenderError> {
        // A String, not a UnicodeScalarView: its append(contentsOf:) copies the whole view.
        var rendered: [String] = []
        var uuidIndex = 0
        let lines = Array(text.unicodeScalars).split(
            separator: "\n", omittingEmptySubsequences: false)
        for (lineIndex, lineScalars) in lines.enumerated() {
            var output = ""
            // A line holding only an empty option's macro is left out, with its line feed.
            var isEmptyOptionLine = false
            let line = Array(lineScalars)
            var column = 0
            while column < line.count {
                guard Self.opensMacro(line, at: column) else {
                    output.unicodeScalars.append(line[column])
                    column += 1
                    continue
                }
                func fail(_ kind: MacroRenderError.Kind) -> Result<String, MacroRenderError> {
                    .failure(
                        MacroRenderError(
                            kind: kind, templatePath: templatePath, line: lineIndex + 1,
                            column: column + 1))
                }
                var tokenEnd = column + 3
                while tokenEnd < line.count, Self.isMacroScalar(line[tokenEnd]),
                    !Self.isTripleUnderscore(line, at: tokenEnd)
                {
                    tokenEnd += 1
                }
                guard Self.isTripleUnderscore(line, at: tokenEnd) else {
                    var openingEnd = tokenEnd
                    while openingEnd < line.count, Self.isMacroScalar(line[openingEnd]) {
                        openingEnd += 1
                    }
                    let opening = String(String.UnicodeScalarView(line[column..<openingEnd]))
                    return fail(.unterminatedMacro(opening: opening))
                }
                let body = String(String.UnicodeScalarView(line[(column + 3)..<tokenEnd]))
                let expansion = expand(body, resolver: resolver, uuidIndex: &uuidIndex)
                guard let value = expansion.value else {
                    return fail(expansion.failure ?? .unterminatedMacro(opening: "?"))
                }
                output += value
                isEmptyOptionLine =
                    value.isEmpty && body.hasPrefix("VARIABLE_") && tokenEnd + 3 == line.count
                    && lineIndex < lines.count - 1
                    && line[..<column].allSatisfy { $0 == " " || $0 == "\t" }
                column = tokenEnd + 3
            }
            if !isEmptyOptionLine { rendered.append(output) }
        }
        return .success(rendered.joined(separator: "\n"))
    }

    /// The value of a macro body (`NAME` or `NAME:mod1,mod2`), or why there is none.
    private func expand(
        _ body: String, resolver: MacroLookup, uuidIndex: inout Int
    ) -> (value: String?, failure: MacroRenderError.Kind?) {
        let name = String(body.prefix { $0 != ":" })
        guard var value = resolver.value(named: name, uuidIndex: uuidIndex) else {
            let known = values.variables.keys.sorted()
            return (nil, .unknownMacro(name: name, knownVariables: known))
        }
        if name == "UUID" { uuidIndex += 1 }
        guard body.count > name.count else { return (value, nil) }
        for modifierName in body.dropFirst(name.count + 1).components(separatedBy: ",") {
            guard let modifier = MacroModifier(rawValue: modifierName) else {
                return (nil, .unknownModifier(modifier: modifierName, token: "___\(body)___"))
            }
            value = modifier.apply(to: value)
        }
        return (value, nil)
    }

    private static func opensMacro(_ line: [Unicode.Scalar], at index: Int) -> Bool {
        isTripleUnderscore(line, at: index) && index + 3 < line.count
            && ("A"..."Z").contains(line[index + 3])
    }

    private static func isTripleUnderscore(_ line: [Unicode.Scalar], at index: Int) -> Bool {
        index + 2 < line.count && line[index...(index + 2)].allSatisfy { $0 == underscore }
    }

    private static func isMacroScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            || scalar == underscore || scalar == ":" || scalar == ","
    }

    /// The first byte that is not UTF-8 according to the standard library's decoder, with its
    /// 1-based line and column (in scalars).
    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> (byte: UInt8, line: Int, column: Int)?
    {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var line = 1
        var column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error:
                return (bytes[offset], line, column)
            case .emptyInput:
                return nil
            }
        }
    }
}
