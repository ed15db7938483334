#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A modifier in `___NAME:modifier___`, applied to the macro's value (Xcode's set, plus
/// viper-gen's casing and `swiftString` modifiers).
package enum MacroModifier: String, CaseIterable, Sendable {
    /// Characters outside `[A-Za-z0-9_]` become `_`; a leading digit gets a `_` prefix.
    case identifier
    /// Characters outside `[A-Za-z0-9.-]` become `-`.
    case bundleIdentifier
    /// Characters outside `[A-Za-z0-9-]` become `-`.
    case rfc1034Identifier
    /// Like `identifier`, but non-ASCII letters are kept.
    case c99ExtIdentifier
    /// Escapes `&`, `<`, `>`, `"` and `'` as XML entities.
    case xml
    /// Escapes `\`, `"` and control characters for use inside a Swift `"…"` string literal.
    case swiftString
    /// All but the last path component (as `NSString.deletingLastPathComponent`).
    case deletingLastPathComponent
    /// The path without its extension (as `NSString.deletingPathExtension`).
    case deletingPathExtension
    /// Removes one trailing `.`, if any.
    case deletingTrailingDot
    /// The last path component (as `NSString.lastPathComponent`).
    case lastPathComponent
    /// The last component's extension (as `NSString.pathExtension`).
    case pathExtension
    /// Lowercases every character.
    case lowercase
    /// Uppercases every character.
    case uppercase
    /// `payment-details` → `paymentDetails`; `Payments` → `payments`.
    case lowerCamel
    /// `payment-details` → `PaymentDetails`; `payments` → `Payments`.
    case upperCamel

    /// Applies the modifier to a value.
    package func apply(to value: String) -> String {
        switch self {
        case .identifier: return IdentifierSanitizer.identifier(value)
        case .bundleIdentifier: return IdentifierSanitizer.bundleIdentifier(value)
        case .rfc1034Identifier: return IdentifierSanitizer.rfc1034Identifier(value)
        case .c99ExtIdentifier: return IdentifierSanitizer.c99ExtendedIdentifier(value)
        case .xml: return Self.escapingXML(value)
        case .swiftString: return SwiftStringEscaper.escaped(value)
        case .deletingLastPathComponent: return PathModifiers.deletingLastPathComponent(value)
        case .deletingPathExtension: return PathModifiers.deletingPathExtension(value)
        case .deletingTrailingDot: return value.hasSuffix(".") ? String(value.dropLast()) : value
        case .lastPathComponent: return PathModifiers.lastPathComponent(value)
        case .pathExtension: return PathModifiers.pathExtension(value)
        case .lowercase: return value.lowercased()
        case .uppercase: return value.uppercased()
        case .lowerCamel: return NameCasing.lowerCamel(value)
        case .upperCamel: return NameCasing.upperCamel(value)
        }
    }

    /// Escapes per Unicode scalar, so a combining mark after `<` or `"` cannot hide it.
    private static func escapingXML(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
