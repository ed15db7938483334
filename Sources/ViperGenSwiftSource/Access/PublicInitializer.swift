/// The `public init` another module needs to make a type whose initializer Swift writes itself.
///
/// That is a struct's memberwise initializer, or a class's `init()` when every stored property
/// has an initial value; Swift makes both `internal` at most.
struct PublicInitializer {
    /// The lines of the initializer, without indentation or line breaks.
    let lines: [String]

    /// The longest line the initializer's signature is kept on (the project's line length).
    static let lineLength = 100

    /// The initializer a type needs, or nil when it declares one, when Swift writes none, or
    /// when its stored properties cannot be read.
    ///
    /// `keyword` is `struct`, `class` or `actor`; `members` are the declarations of its body;
    /// `hasSuperclass` tells whether a class may inherit initializers (then nothing is written).
    static func needed(
        keyword: String, name: String, members: [AccessDeclaration], hasSuperclass: Bool,
        indentation: String, in tokens: AccessTokens
    ) -> PublicInitializer? {
        guard !members.contains(where: { $0.keywordText == "init" }) else { return nil }
        var stored: [StoredProperty] = []
        for member in members where member.keywordText == "var" || member.keywordText == "let" {
            switch StoredProperty.reading(member, in: tokens) {
            case .stored(let property): stored.append(property)
            case .notStored: continue
            case .unreadable: return nil
            }
        }
        if keyword != "struct" {
            guard !hasSuperclass, stored.allSatisfy(\.hasDefault) else { return nil }
            return PublicInitializer(lines: [
                "/// Makes one with every property at its initial value; public for other modules.",
                "public init() {}",
            ])
        }
        let readable = stored.allSatisfy { property in
            !["private", "fileprivate"].contains(property.declaration.writtenAccess ?? "")
                && property.declaration.attributes.allSatisfy(
                    StoredProperty.plainAttributes.contains)
        }
        guard readable else { return nil }
        let parameters = stored.filter { !($0.isConstant && $0.initialValue != nil) }
            .filter { $0.type != nil }
        return PublicInitializer(
            lines: memberwise(name: name, parameters: parameters, indentation: indentation))
    }

    /// The lines of a public memberwise initializer taking `parameters`.
    private static func memberwise(
        name: String, parameters: [StoredProperty], indentation: String
    ) -> [String] {
        let declared = parameters.map { property in
            let value = property.initialValue ?? (property.hasDefault ? "nil" : nil)
            return "\(property.name): \(property.type ?? "")" + (value.map { " = \($0)" } ?? "")
        }
        let summary = "/// The memberwise initializer, public for other modules."
        guard !declared.isEmpty else { return [summary, "public init() {}"] }
        let oneLine = "public init(\(declared.joined(separator: ", "))) {"
        let wrapped = declared.enumerated().map { position, parameter in
            "    " + parameter + (position == declared.count - 1 ? "" : ",")
        }
        let signature =
            indentation.count + oneLine.count <= lineLength
            ? [oneLine] : ["public init("] + wrapped + [") {"]
        let assignments = parameters.map { "    self.\($0.name) = \($0.name)" }
        return [summary] + signature + assignments + ["}"]
    }
}
