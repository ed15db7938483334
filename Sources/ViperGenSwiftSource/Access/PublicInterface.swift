/// Access-level edits that let another Swift module use a file's declarations.
package enum PublicInterface {
    /// `text` with every top-level declaration and the members another module can use made
    /// `public` (`open` for classes that are not `final`), a public initializer written where
    /// Swift writes an implicit one (a struct's memberwise `init`, a class's `init()`), and
    /// every declaration with an access level written left as it is.
    package static func publishingAll(in text: String) -> String {
        publishingAll(inFiles: [text])[0]
    }

    /// The `texts` of one module's files, each as ``publishingAll(in:)`` makes it, knowing the
    /// protocols every file declares: a class that inherits only protocols gets `public init()`
    /// (one inheriting a class keeps the initializers it inherits).
    package static func publishingAll(inFiles texts: [String]) -> [String] {
        let protocols = texts.reduce(into: Set<String>()) {
            $0.formUnion(AccessPublisher.protocolNames(in: $1))
        }
        return texts.map { text in
            var publisher = AccessPublisher(text: text, protocols: protocols)
            for declaration in publisher.topLevel { publisher.publish(declaration) }
            return publisher.insertions.isEmpty ? text : publisher.insertions.text
        }
    }

    /// `text` with the top-level types named `types`, their members and the members of their
    /// extensions made public as ``publishingAll(in:)`` makes them, nothing else.
    package static func publishing(types: Set<String>, in text: String) -> String {
        var publisher = AccessPublisher(
            text: text, protocols: AccessPublisher.protocolNames(in: text))
        for declaration in publisher.topLevel
        where declaration.keywordText != "import" && types.contains(declaration.name ?? "") {
            publisher.publish(declaration)
        }
        return publisher.insertions.isEmpty ? text : publisher.insertions.text
    }

    /// `text` with the top-level types named `types` made public without their members, but
    /// for those that must be as visible as their type (overrides, required initializers): for
    /// a type another module only names, such as the view controller an entry returns.
    package static func publishing(typesWithoutMembers types: Set<String>, in text: String)
        -> String
    {
        var publisher = AccessPublisher(
            text: text, protocols: AccessPublisher.protocolNames(in: text))
        for declaration in publisher.topLevel
        where declaration.keywordText != "extension" && types.contains(declaration.name ?? "") {
            publisher.publishTypeAlone(declaration)
        }
        return publisher.insertions.isEmpty ? text : publisher.insertions.text
    }
}
