extension String {
    /// The string without leading tabs and without its trailing newline.
    var trimmingTabs: String {
        var text = Substring(self)
        while text.first == "\t" { text.removeFirst() }
        while text.last == "\n" { text.removeLast() }
        return String(text)
    }
}
