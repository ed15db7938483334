extension String {
    /// Standard error without the usage line and help pointer that follow every usage error,
    /// for tests that compare the message itself.
    var strippingUsage: String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.count >= 3, lines[lines.count - 3].hasPrefix("USAGE: viper-gen"),
            lines[lines.count - 2].hasPrefix("See 'viper-gen")
        {
            lines.removeSubrange((lines.count - 3)..<(lines.count - 1))
        }
        return lines.joined(separator: "\n")
    }
}
