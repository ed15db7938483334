/// The lines of an `.xcconfig` file that matter to its settings, in order: `KEY = value`
/// assignments and `#include "other.xcconfig"` lines (`#include?` for an optional one).
///
/// Comments (`//` to the end of the line) and blank lines are skipped; so are conditional
/// assignments (`KEY[sdk=iphoneos*] = value`), whose value depends on the build, and lines of
/// no known form. A later assignment of a key wins over an earlier one, as in Xcode.
package struct XCConfigFile: Equatable, Sendable {
    /// One line that matters.
    package enum Line: Equatable, Sendable {
        /// `key = value`, the value trimmed and without a final `;`.
        case setting(key: String, value: String)
        /// `#include "path"` (`optional` for `#include?`), the path relative to the file's folder
        /// unless it is absolute.
        case include(path: String, optional: Bool)
    }

    /// The lines, in file order.
    package var lines: [Line]

    /// Reads the lines of `text`.
    package init(text: String) {
        lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).compactMap(Self.line)
    }

    /// The line `raw` stands for, or nil.
    private static func line(_ raw: Substring) -> Line? {
        var text = raw
        if let comment = text.firstRange(of: "//") { text = text[..<comment.lowerBound] }
        let trimmed = String(text).trimmingSpaces
        if trimmed.hasPrefix("#include") {
            var rest = trimmed.dropFirst("#include".count)
            let optional = rest.first == "?"
            if optional { rest = rest.dropFirst() }
            let path = String(rest).trimmingSpaces
            guard path.count >= 2, path.hasPrefix("\""), path.hasSuffix("\"") else { return nil }
            return .include(path: String(path.dropFirst().dropLast()), optional: optional)
        }
        guard let equals = trimmed.firstIndex(of: "=") else { return nil }
        let key = String(trimmed[..<equals]).trimmingSpaces
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return nil
        }
        var value = String(trimmed[trimmed.index(after: equals)...]).trimmingSpaces
        if value.hasSuffix(";") { value = String(value.dropLast()).trimmingSpaces }
        return .setting(key: key, value: value)
    }
}

extension XCConfigFile {
    /// How deep `#include`s are followed.
    package static let maximumIncludeDepth = 16

    /// The settings the `.xcconfig` at `path` gives, its includes followed in place.
    ///
    /// Includes are relative to the including file's folder; `read` returns a file's text, nil
    /// when it cannot be read. A file that cannot be read, an include cycle or one nested deeper than
    /// ``maximumIncludeDepth`` gives nothing for that file.
    package static func settings(of path: String, read: (String) -> String?) -> [String: String] {
        var settings: [String: String] = [:]
        collect(path, into: &settings, chain: [], read: read)
        return settings
    }

    private static func collect(
        _ path: String, into settings: inout [String: String], chain: [String],
        read: (String) -> String?
    ) {
        guard !chain.contains(path), chain.count < maximumIncludeDepth,
            let text = read(path)
        else { return }
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        for line in XCConfigFile(text: text).lines {
            switch line {
            case .setting(let key, let value): settings[key] = value
            case .include(let included, _):
                let resolved =
                    included.hasPrefix("/") || folder.isEmpty ? included : folder + "/" + included
                collect(resolved, into: &settings, chain: chain + [path], read: read)
            }
        }
    }
}
