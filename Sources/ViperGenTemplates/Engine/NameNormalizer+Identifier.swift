/// The rule for a name viper-gen did not normalise itself: one `init` found as a folder's name,
/// or one a record under `.viper-gen/` says (records are committed and merged like any file).
extension NameNormalizer {
    /// Why `name` cannot be written into Swift and into paths as a module's or service's name,
    /// or nil when it can: it must be an ASCII identifier (a letter, then letters, digits and
    /// `_`), at most ``maximumLength`` characters, and neither it nor its lower-camel form (the
    /// `Views` case) a Swift keyword.
    package static func identifierProblem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "it is empty" }
        guard first.isASCII, first.properties.isAlphabetic else {
            return "it does not start with an ASCII letter"
        }
        let others = name.unicodeScalars.filter {
            !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"))
        }
        guard others.isEmpty else {
            return "it holds characters a Swift identifier cannot ("
                + String(String.UnicodeScalarView(others.prefix(8))) + ")"
        }
        guard name.count <= maximumLength else {
            return "it is longer than \(maximumLength) characters"
        }
        if let keyword = [name, NameCasing.lowerCamel(name)].first(
            where: ReservedNames.keywords.contains)
        {
            return "it is, or its case name is, the Swift keyword \(keyword)"
        }
        return nil
    }
}
