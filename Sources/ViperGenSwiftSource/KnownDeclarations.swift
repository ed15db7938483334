/// The protocols, classes and extensions that test doubles may conform to or inherit from, as
/// the app and a new module's files declare them, each protocol with who declares it (for the
/// comment over the members added for it).
package struct KnownDeclarations: Sendable {
    /// The protocols by name (the first declaration read wins), with who declares them.
    package private(set) var protocols:
        [String: (declaration: ProtocolDeclaration, origin: String)] =
            [:]
    /// The classes by name (the first read wins).
    package private(set) var classes: [String: TypeDeclaration] = [:]
    /// Every extension read, in order.
    package private(set) var extensions: [ExtensionDeclaration] = []
    /// The names of every type read (protocols, classes, structs, enums, actors).
    package private(set) var typeNames: Set<String> = []

    /// Protocols of the standard library and Apple's frameworks a double may conform to
    /// without being their subclass: seen in a double's inheritance list first, they are not
    /// taken for a superclass viper-gen cannot see.
    package static let frameworkProtocols: Set<String> = [
        "AnyObject", "Sendable", "Equatable", "Hashable", "Identifiable", "Codable",
        "Decodable", "Encodable", "Error", "CustomStringConvertible", "ObservableObject",
        "Observable", "Comparable", "CaseIterable", "RawRepresentable", "NSObjectProtocol",
    ]

    /// No declarations.
    package init() {}

    /// Adds the declarations of one file, declared by `origin` (`MyApp`, `this module`).
    package mutating func add(_ declarations: SwiftDeclarations, origin: String) {
        for declaration in declarations.protocols where protocols[declaration.name] == nil {
            protocols[declaration.name] = (declaration, origin)
        }
        for type in declarations.types {
            typeNames.insert(type.name)
            if type.keyword == "class", classes[type.name] == nil { classes[type.name] = type }
        }
        typeNames.formUnion(declarations.protocols.map(\.name))
        extensions += declarations.extensions
    }

    /// The protocols `names` name and every protocol they inherit, transitively, in order
    /// (each once, before the protocols it inherits); names not known are passed over.
    package func protocolClosure(of names: [String]) -> [ProtocolDeclaration] {
        var seen: Set<String> = []
        var result: [ProtocolDeclaration] = []
        func visit(_ name: String) {
            guard let known = protocols[name], seen.insert(name).inserted else { return }
            result.append(known.declaration)
            for inherited in known.declaration.inherited { visit(inherited) }
        }
        for name in names { visit(name) }
        return result
    }

    /// The names the doubles of `declarations` refer to that are not known yet.
    ///
    /// The types its types inherit from, and those known protocols and classes inherit from,
    /// transitively; framework protocols left out. Looking these up in the app completes what
    /// a completion needs.
    package func unknownNames(referencedBy declarations: SwiftDeclarations) -> [String] {
        var seen: Set<String> = []
        var unknown: [String] = []
        func visit(_ name: String) {
            guard seen.insert(name).inserted, !Self.frameworkProtocols.contains(name) else {
                return
            }
            if let known = protocols[name] {
                known.declaration.inherited.forEach(visit)
            } else if let known = classes[name] {
                known.inherited.forEach(visit)
            } else if !typeNames.contains(name) {
                unknown.append(name)
            }
        }
        for type in declarations.types { type.inherited.forEach(visit) }
        for extensionDeclaration in declarations.extensions {
            extensionDeclaration.inherited.forEach(visit)
        }
        return unknown
    }
}
