/// Writes one requirement's implementation for a test double (the pattern is
/// ``TestDoubleWriter``'s), as lines relative to the double's member indentation.
struct MemberWriter {
    /// The requirement, as the double implements it.
    let requirement: SwiftMember
    /// The double.
    let double: TypeDeclaration
    /// The member names taken, the stubs written here included once written.
    var names: StubNames

    /// `static ` for a static requirement.
    private var staticWord: String { requirement.isStatic ? "static " : "" }

    /// The attributes and the modifiers a struct's double keeps (`mutating`), as a prefix.
    private var prefix: String {
        let modifiers = requirement.modifiers.filter {
            $0 == "nonisolated" || ($0 == "mutating" && double.keyword != "class")
        }
        return (requirement.attributes + modifiers).map { $0 + " " }.joined() + staticWord
    }

    /// A static stored stub's prefix: `nonisolated(unsafe) static ` (a static `var` is
    /// shared state Swift 6 refuses otherwise), else nothing.
    private var storedPrefix: String { requirement.isStatic ? "nonisolated(unsafe) static " : "" }

    /// The parameter clause as written: `(animated: Bool, completion: (() -> Void)?)`.
    private var parameterClause: String {
        let parameters = requirement.parameters.map { parameter in
            (parameter.label.map { $0 + " " } ?? "") + parameter.name + ": " + parameter.type
        }
        return "(" + parameters.joined(separator: ", ") + ")"
    }

    /// The effects, each after a space.
    private var effects: String { requirement.effects.map { " " + $0 }.joined() }

    /// The requirement as it is called, for documentation: `dismiss(animated:completion:)`.
    private var called: String {
        requirement.key.hasPrefix("static ")
            ? String(requirement.key.dropFirst(7)) : requirement.key
    }

    /// What the stubs of a function are named after: its name, or `operator` for an operator.
    private var stem: String {
        let first = requirement.name.unicodeScalars.first
        return first.map { $0 == "_" || $0.properties.isAlphabetic } ?? false
            ? requirement.name : "operator"
    }

    /// A function recording its call in `recorder` (as `label`) or a new counter.
    mutating func function(recordingIn recorder: String?, as label: String) -> [String] {
        var lines: [String] = []
        var body: [String] = []
        let labels = requirement.parameters.map(\.callLabel)
        let stem = self.stem
        if let recorder, !requirement.isStatic {
            body.append("\(recorder).append(\"\(label)\")")
        } else {
            let counter = names.claim(stem, "Calls", labels: labels)
            lines += [
                "/// How many times `\(called)` was called.",
                "\(storedPrefix)private(set) var \(counter) = 0", "",
            ]
            body.append("\(counter) += 1")
        }
        if let thrown = thrownType {
            let error = names.claim(stem, "Error", labels: labels)
            lines += [
                "/// The error `\(called)` throws, if a test sets one.",
                "\(storedPrefix)var \(error): \(thrown)?", "",
            ]
            body.append("if let \(error) { throw \(error) }")
        }
        if let result = requirement.type, !StubValue.isVoid(result) {
            let stub = names.claim(stem, "Result", labels: labels)
            if isGeneric(result) {
                lines += [
                    "/// What `\(called)` returns, cast to the type asked for; set it before the call.",
                    "\(storedPrefix)var \(stub): Any?", "",
                ]
                body.append("return \(stub) as! \(result)")
            } else {
                lines += stored(
                    stub, of: result, doc: "What `\(called)` returns; set it before the call.")
                lines.append("")
                body.append("return \(stub)")
            }
        }
        let signature =
            "\(prefix)func \(requirement.name)\(requirement.genericClause ?? "")\(parameterClause)\(effects)"
            + (requirement.type.map { " -> " + $0 } ?? "")
            + (requirement.whereClause.map { " where " + $0 } ?? "")
        lines += ["/// Records a call of `\(called)`.", signature + " {"]
        return lines + body.map { "    " + $0 } + ["}"]
    }

    /// A stored property, or a computed one over a stub when no value can be built or its
    /// getter has effects.
    mutating func property() -> [String] {
        let type = requirement.type ?? "Any"
        let name = requirement.name
        if let value = StubValue.defaultValue(for: type), requirement.effects.isEmpty {
            let keyword = requirement.isStatic && !requirement.isSettable ? "let" : "var"
            let storage = requirement.isStatic && keyword == "var" ? storedPrefix : staticWord
            return [
                "/// Stands in for `\(name)`; set it as a test needs.",
                "\(storage)\(keyword) \(name): \(type) = \(value)",
            ]
        }
        let stub = names.claim(name, "Stub")
        var lines = stored(
            stub, of: type, doc: "The value `\(name)` gives; set it as a test needs.")
        lines += ["", "/// Gives `\(stub)`.", "\(prefix)var \(name): \(type) {"]
        if !requirement.effects.isEmpty {
            lines += ["    get\(effects) { \(stub) }"]
        } else if requirement.isSettable {
            lines += ["    get { \(stub) }", "    set { \(stub) = newValue }"]
        } else {
            lines += ["    \(stub)"]
        }
        return lines + ["}"]
    }

    /// An initializer doing nothing (`required` in a class others can subclass).
    mutating func initializer() -> [String] {
        let required = double.keyword == "class" && !double.isFinalClass ? "required " : ""
        return [
            "/// Satisfies `\(called)`; the stubs keep their starting values.",
            "\(prefix)\(required)init\(requirement.failability ?? "")\(requirement.genericClause ?? "")\(parameterClause)\(effects) {}",
        ]
    }

    /// A subscript reading (and writing, if settable) a stub.
    mutating func subscriptMember() -> [String] {
        let type = requirement.type ?? "Any"
        let stub = names.claim("subscript", "Result")
        var lines = stored(stub, of: type, doc: "What the subscript gives; set it as a test needs.")
        lines += [
            "", "/// Gives `\(stub)`.",
            "\(prefix)subscript\(requirement.genericClause ?? "")\(parameterClause) -> \(type) {",
        ]
        if requirement.isSettable {
            lines += ["    get { \(stub) }", "    set { \(stub) = newValue }"]
        } else {
            lines += ["    \(stub)"]
        }
        return lines + ["}"]
    }

    /// A stored stub of `type` with a documentation line: a built value, else implicitly
    /// unwrapped.
    private func stored(_ name: String, of type: String, doc: String) -> [String] {
        if let value = StubValue.defaultValue(for: type) {
            return ["/// \(doc)", "\(storedPrefix)var \(name): \(type) = \(value)"]
        }
        return ["/// \(doc)", "\(storedPrefix)var \(name): \(StubValue.implicitlyUnwrapped(type))"]
    }

    /// The type of error a throwing requirement throws (`any Error`, or a typed throw's), or
    /// nil when it does not throw (or only rethrows).
    private var thrownType: String? {
        for effect in requirement.effects where effect.hasPrefix("throws") {
            let typed = effect.dropFirst("throws".count)
            return typed.isEmpty ? "(any Error)" : String(typed.dropFirst().dropLast())
        }
        return nil
    }

    /// Whether `type` names one of the requirement's generic parameters.
    private func isGeneric(_ type: String) -> Bool {
        guard let clause = requirement.genericClause else { return false }
        let parameters = clause.dropFirst().dropLast().split(separator: ",").compactMap {
            $0.split(separator: ":").first?.split(separator: " ").first.map(String.init)
        }
        return parameters.contains { StubValue.mentions($0, in: type) }
    }
}
