/// One line of a YAML file as the sources reader sees it.
extension XcodeGenSources {
    /// A line's indentation, key, value and list marker, its comment dropped.
    struct Line: Equatable {
        /// The line as written.
        let text: String
        /// The spaces before its first character.
        let indent: Int
        /// The line without its indentation and comment.
        let content: String

        /// Reads `text`.
        init(_ text: String) {
            self.text = text
            indent = text.prefix { $0 == " " }.count
            var content = String(text.dropFirst(indent))
            if content.hasPrefix("#") {
                content = ""
            } else if let hash = zip(content.indices, content.indices.dropFirst()).first(where: {
                content[$0.0] == " " && content[$0.1] == "#"
            }) {
                content = String(content[..<hash.0])
            }
            while content.last == " " || content.last == "\r" { content.removeLast() }
            self.content = content
        }

        /// Whether the line holds nothing but spaces or a comment.
        var isBlank: Bool { content.isEmpty }
        /// Whether it is a list item (`- X`).
        var isItem: Bool { content == "-" || content.hasPrefix("- ") }
        /// The item's text after `- `.
        var itemText: String { String(content.dropFirst(2)).trimmingLeadingSpaces }
        /// The key of a `key: value` or `key:` line, unquoted; nil for anything else.
        var key: String? {
            guard !isItem, let colon = keyColon else { return nil }
            return Line.unquoted(String(content[..<colon]))
        }
        /// The value after the key's colon, nil when there is none.
        var value: String? {
            guard !isItem, let colon = keyColon else { return nil }
            let rest = content[content.index(after: colon)...]
            let value = String(rest).trimmingLeadingSpaces
            return value.isEmpty ? nil : value
        }

        /// The colon ending the key: the first one followed by a space or the line's end.
        private var keyColon: String.Index? {
            var index = content.startIndex
            while index < content.endIndex {
                let next = content.index(after: index)
                if content[index] == ":", next == content.endIndex || content[next] == " " {
                    return index
                }
                index = next
            }
            return nil
        }

        /// `text` without surrounding spaces and quotes.
        static func unquoted(_ text: String) -> String {
            var text = Substring(text.trimmingLeadingSpaces)
            while text.last == " " { text = text.dropLast() }
            if text.count >= 2, let first = text.first, first == "\"" || first == "'",
                text.last == first
            {
                text = text.dropFirst().dropLast()
            }
            return String(text)
        }
    }
}

extension String {
    /// The string without its leading spaces.
    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
