/// The Objective-C classes and protocols a header declares, which Swift code of a mixed app
/// can use through its bridging header.
enum ObjectiveCHeader {
    /// The names after `@interface` and `@protocol` in `text` (categories and forward
    /// declarations such as `@protocol Name;` included: the name exists either way).
    static func declaredNames(_ text: String) -> Set<String> {
        var names: Set<String> = []
        for keyword in ["@interface", "@protocol"] {
            var rest = Substring(text)
            while let found = rest.range(of: keyword) {
                rest = rest[found.upperBound...]
                let name = rest.drop { $0 == " " || $0 == "\t" }
                    .prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { names.insert(String(name)) }
            }
        }
        return names
    }
}
