#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A property list value read with `PropertyListDecoder` (XML, binary and old-style plists),
/// for plists whose shape is checked by hand: TemplateInfo.plist and IDETemplateMacros.plist.
package indirect enum PropertyListValue: Sendable, Equatable, Decodable {
    /// A `<string>`.
    case string(String)
    /// A `<true/>` or `<false/>`.
    case boolean(Bool)
    /// An `<integer>`, or a `<real>` with a whole value.
    case integer(Int)
    /// A `<real>` (or an integer too large for `Int`).
    case real(Double)
    /// An `<array>`.
    case array([PropertyListValue])
    /// A `<dict>`.
    case dictionary([String: PropertyListValue])
    /// A `<date>` or `<data>`, which no caller reads.
    case other

    /// How deeply values may nest: a real TemplateInfo.plist nests about 6 deep; Foundation's
    /// reader recurses with about 2 KB of stack per level, so 64 levels fit a 512 KB thread.
    package static let maximumDepth = 64

    /// Parses plist bytes, refusing what would make Foundation's recursive reader crash or
    /// hang (deep nesting, a binary container holding itself) and text that is not UTF-8.
    package static func parse(_ bytes: [UInt8]) throws(PropertyListReadError) -> PropertyListValue {
        if bytes.starts(with: Array("bplist".utf8)) {
            try BinaryPropertyListCheck.check(bytes)
        } else {
            let text = try PropertyListText.utf8(bytes)
            if PropertyListText.isXML(text) {
                try XMLPropertyListNesting.check(text)
                if let value = XMLPropertyListReader.value(of: text) { return value }
            } else {
                try OpenStepPropertyListNesting.check(text)
            }
        }
        return try decodedByFoundation(bytes)
    }

    /// Reads checked plist bytes with Foundation's `PropertyListDecoder`.
    static func decodedByFoundation(_ bytes: [UInt8]) throws(PropertyListReadError)
        -> PropertyListValue
    {
        do {
            return try PropertyListDecoder().decode(PropertyListValue.self, from: Data(bytes))
        } catch {
            throw .notAPropertyList
        }
    }

    /// The string, if this is one.
    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The entries, if this is a dictionary.
    package var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    /// The elements, if this is an array.
    package var array: [PropertyListValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// Decodes whichever kind of value the decoder holds.
    ///
    /// Strings are tried first: most values of a TemplateInfo.plist are strings, and every
    /// attempt that fails builds an error (a third of a template's parse, before).
    package init(from decoder: any Decoder) throws {
        let single = try? decoder.singleValueContainer()
        if let text = try? single?.decode(String.self) {
            self = .string(text)
        } else if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            var entries: [String: PropertyListValue] = [:]
            for key in keyed.allKeys {
                entries[key.stringValue] = try keyed.decode(PropertyListValue.self, forKey: key)
            }
            self = .dictionary(entries)
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [PropertyListValue] = []
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(PropertyListValue.self)) }
            self = .array(elements)
        } else {
            self = Self.scalar(try single ?? decoder.singleValueContainer())
        }
    }

    /// A Boolean or number (strings are read before); anything else (dates, data) as `.other`.
    private static func scalar(_ container: any SingleValueDecodingContainer) -> PropertyListValue {
        if let flag = try? container.decode(Bool.self) { return .boolean(flag) }
        if let number = try? container.decode(Int.self) { return .integer(number) }
        if let number = try? container.decode(Double.self) { return .real(number) }
        return .other
    }

    /// Any dictionary key.
    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
