/// Writes the members a test double lacks, in the style of viper-gen's doubles: four spaces,
/// a `///` line over each member, a comment naming the protocol over each group.
///
/// The pattern (docs/test-doubles.md): a function records its call, in the double's one
/// `[String]` recording property if it has one (`calls`, `navigation`: the function's name is
/// appended, or its full name when the name alone is ambiguous), else in a new
/// `private(set) var <name>Calls = 0`; a throwing one throws `<name>Error` when a test sets
/// it; one with a result returns `<name>Result`, a stored stub starting at a value built for
/// the type (`nil`, `false`, `0`, `""`, `[]`, `[:]`) or, when none can be built, an implicitly
/// unwrapped optional the test sets (`Any?` cast to a generic result). A property is a stored
/// `var` with a built value, or a computed one over an implicitly unwrapped `<name>Stub`. An
/// initializer does nothing; a subscript reads and writes `subscriptResult`.
struct TestDoubleWriter {
    /// The double being completed.
    let double: TypeDeclaration
    /// The double's members declared outside its body (extensions in its file).
    let otherMembers: [SwiftMember]
    /// Who declares each protocol, by name: `MyApp`, `this module`.
    let origins: [String: String]
    /// The double's whole text (to see which names its recording property holds already).
    let text: String

    /// The lines to insert for `groups`, indented one level inside the double's body.
    func members(for groups: [(ProtocolDeclaration, [SwiftMember])]) -> [String] {
        var names = StubNames(taken: Set((double.members + otherMembers).map(\.name)))
        let recorder = recordingProperty
        let recorded = recordedNames
        let indentation = indentation
        var functionNames: [String: Int] = [:]
        for requirement in groups.flatMap(\.1) where requirement.kind == .function {
            functionNames[requirement.name, default: 0] += 1
        }
        var output: [String] = []
        for (index, (declaration, requirements)) in groups.enumerated() {
            if index > 0 { output.append("") }
            let origin = origins[declaration.name] ?? "the app"
            output.append("// Requirements of \(declaration.name) as \(origin) declares it.")
            for (offset, requirement) in requirements.enumerated() {
                if offset > 0 { output.append("") }
                var member = MemberWriter(
                    requirement: adapted(requirement), double: double, names: names)
                // Moved, not copied: the writer's claims then change the one set in place.
                names = StubNames(taken: [])
                switch requirement.kind {
                case .function:
                    let shared = functionNames[requirement.name, default: 0] > 1
                    let label =
                        shared || recorded.contains(requirement.name)
                        ? requirement.key : requirement.name
                    output += member.function(recordingIn: recorder, as: label)
                case .property: output += member.property()
                case .initializer: output += member.initializer()
                case .subscriptMember: output += member.subscriptMember()
                case .associatedType, .type: break
                }
                names = member.names
            }
        }
        return output.map { $0.isEmpty ? "" : indentation + $0 }
    }

    /// The indentation of the double's members: four spaces more than its closing brace.
    private var indentation: String {
        let lines = TextLines(text)
        return lines.indentation(of: double.bodyLines.upperBound) + "    "
    }

    /// The names the text appends as string literals (`.append("dismiss")`), read once.
    private var recordedNames: Set<String> {
        var names: Set<String> = []
        var rest = text[...]
        while let range = rest.firstRange(of: ".append(\"") {
            let after = rest[range.upperBound...]
            if let quote = after.firstIndex(of: "\"") { names.insert(String(after[..<quote])) }
            rest = after
        }
        return names
    }

    /// The double's one stored `[String]` property, if it has exactly one.
    private var recordingProperty: String? {
        let candidates = double.members.filter {
            $0.kind == .property && $0.isSettable && !$0.isStatic && $0.type == "[String]"
        }
        return candidates.count == 1 ? candidates[0].name : nil
    }

    /// `requirement` as the double implements it: `Self` named as the double when the double
    /// is final (a struct, enum or final class), `@objc` left out.
    private func adapted(_ requirement: SwiftMember) -> SwiftMember {
        let final = double.keyword != "class" || double.isFinalClass
        func named(_ text: String?) -> String? {
            guard final, let text else { return text }
            return StubValue.replacingSelf(in: text, with: double.name)
        }
        return SwiftMember(
            kind: requirement.kind, name: requirement.name,
            attributes: requirement.attributes.filter { !$0.hasPrefix("@objc") },
            modifiers: requirement.modifiers.filter {
                ["static", "class", "mutating", "nonisolated"].contains($0)
            },
            genericClause: requirement.genericClause,
            parameters: requirement.parameters.map {
                SwiftMember.Parameter(label: $0.label, name: $0.name, type: named($0.type) ?? "")
            }, effects: requirement.effects, type: named(requirement.type),
            whereClause: requirement.whereClause, isSettable: requirement.isSettable,
            failability: requirement.failability, defaultType: requirement.defaultType)
    }
}
