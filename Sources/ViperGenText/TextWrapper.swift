/// Wraps text into lines of at most a width, at spaces (a longer word gets a line of its own).
package enum TextWrapper {
    /// The lines of `text` wrapped at `width`; an empty text gives one empty line.
    package static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                if !current.isEmpty, current.count + 1 + word.count > width {
                    lines.append(current)
                    current = String(word)
                } else {
                    current += (current.isEmpty ? "" : " ") + word
                }
            }
            lines.append(current)
        }
        return lines.isEmpty ? [""] : lines
    }
}
