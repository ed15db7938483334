/// Completes test doubles (spies, stubs) with the requirements of the protocols they conform
/// to as the app declares them, not as the template that rendered them expected.
///
/// For every class, struct, enum or actor of a double's text, the requirements of the known
/// protocols it conforms to (in its declaration or an extension of it in the same text) and
/// of the protocols those inherit, transitively, are implemented unless: the double (or an
/// unconstrained extension of it in the text) implements them already, an unconstrained
/// extension of their protocol implements them (a default), a superclass viper-gen can see
/// implements them, or they are `optional`. A double whose superclass chain leaves what
/// viper-gen can see (other than `NSObject`) is left as it is: a framework class may implement
/// them, and an implementation would need `override`. ``TestDoubleWriter`` writes the members.
package struct TestDoubleCompletion: Sendable {
    /// The members added to one double for one protocol.
    package struct Addition: Equatable, Sendable {
        /// The double's name.
        package let double: String
        /// The protocol declaring the requirements.
        package let protocolName: String
        /// The requirements' keys, such as `dismiss(animated:completion:)`.
        package let requirements: [String]
    }

    /// The double's text completed, what was added, and why any double was left as it is.
    package struct Outcome: Equatable, Sendable {
        /// The completed text (the text itself when nothing was added).
        package let text: String
        /// The members added, by double and protocol.
        package let additions: [Addition]
        /// For each double left as it is although requirements may be missing: why.
        package let leftAlone: [String]
    }

    /// The protocols, classes and extensions the app and the module declare.
    package let known: KnownDeclarations

    /// A completion against `known`.
    package init(known: KnownDeclarations) {
        self.known = known
    }

    /// Completes every double of `text`.
    package func complete(_ text: String) -> Outcome {
        let declarations = SwiftDeclarations(text: text)
        var lines = TextLines(text)
        var additions: [Addition] = []
        var leftAlone: [String] = []
        let doubles = declarations.types.sorted {
            $0.bodyLines.upperBound > $1.bodyLines.upperBound
        }
        var planned: [(TypeDeclaration, [(ProtocolDeclaration, [SwiftMember])])] = []
        for double in doubles {
            switch plan(for: double, in: declarations) {
            case .complete(let groups): planned.append((double, groups))
            case .leftAlone(let reason): leftAlone.append(reason)
            }
        }
        for (double, groups) in planned where !groups.isEmpty {
            let ownExtensions = declarations.extensions.filter { $0.extendedName == double.name }
            let writer = TestDoubleWriter(
                double: double, otherMembers: ownExtensions.flatMap(\.members),
                origins: known.protocols.mapValues(\.origin), text: text)
            guard lines.insert(writer.members(for: groups), into: double) else {
                leftAlone.append("\(double.name)'s lines could not be told apart")
                continue
            }
            additions += groups.map { group in
                Addition(
                    double: double.name, protocolName: group.0.name,
                    requirements: group.1.map(\.key))
            }
        }
        additions.sort { ($0.double, $0.protocolName) < ($1.double, $1.protocolName) }
        return Outcome(text: lines.text, additions: additions, leftAlone: leftAlone.sorted())
    }

    /// What to do with one double.
    private enum Plan {
        /// Add these requirements, grouped by the protocol declaring them.
        case complete([(ProtocolDeclaration, [SwiftMember])])
        /// Leave it as it is, for this reason.
        case leftAlone(String)
    }

    /// The requirements `double` lacks, by protocol, or why it is left as it is.
    private func plan(for double: TypeDeclaration, in declarations: SwiftDeclarations) -> Plan {
        let ownExtensions = declarations.extensions.filter {
            $0.extendedName == double.name && $0.whereClause == nil
        }
        let conformances = double.inherited + ownExtensions.flatMap(\.inherited)
        let closure = known.protocolClosure(of: conformances)
        guard !closure.isEmpty else { return .complete([]) }
        let ownMembers = double.members + ownExtensions.flatMap(\.members)
        var implemented = Set(ownMembers.map(\.key))
        let typeNames = Set(ownMembers.filter { $0.kind == .type }.map(\.name))
        if double.keyword == "class", let first = double.inherited.first,
            known.protocols[first] == nil, !KnownDeclarations.frameworkProtocols.contains(first)
        {
            guard let inheritedKeys = superclassKeys(from: first) else {
                return .leftAlone(
                    "\(double.name) inherits from \(first), which viper-gen cannot read, so "
                        + "the requirements it may implement are not known")
            }
            implemented.formUnion(inheritedKeys)
        }
        let defaults = Set(closure.flatMap(defaultKeys))
        var added: Set<String> = []
        var groups: [(ProtocolDeclaration, [SwiftMember])] = []
        for declaration in closure {
            var missing: [SwiftMember] = []
            for requirement in declaration.requirements
            where !requirement.isOptional && requirement.kind != .type {
                let key = requirement.key
                guard !implemented.contains(key), !defaults.contains(key), !added.contains(key)
                else { continue }
                if requirement.kind == .associatedType {
                    guard requirement.defaultType == nil, !typeNames.contains(requirement.name)
                    else { continue }
                    return .leftAlone(
                        "\(double.name) conforms to \(declaration.name), whose associated type "
                            + "\(requirement.name) it does not name: add `typealias "
                            + "\(requirement.name) = …` to it")
                }
                added.insert(key)
                missing.append(requirement)
            }
            if !missing.isEmpty { groups.append((declaration, missing)) }
        }
        return .complete(groups)
    }

    /// The keys of the members the unconstrained extensions of `declaration` implement.
    private func defaultKeys(of declaration: ProtocolDeclaration) -> [String] {
        known.extensions.filter { $0.extendedName == declaration.name && $0.whereClause == nil }
            .flatMap { $0.members.map(\.key) }
    }

    /// The keys of the members the class `name` and its superclasses implement (themselves,
    /// through unconstrained extensions, or as defaults of the protocols they conform to), or
    /// nil when the chain reaches a class viper-gen cannot read.
    private func superclassKeys(from name: String) -> Set<String>? {
        var keys: Set<String> = []
        var current: String? = name
        var seen: Set<String> = []
        while let name = current, name != "NSObject", seen.insert(name).inserted {
            guard let declaration = known.classes[name] else { return nil }
            keys.formUnion(declaration.members.map(\.key))
            keys.formUnion(
                known.extensions.filter { $0.extendedName == name && $0.whereClause == nil }
                    .flatMap { $0.members.map(\.key) })
            // A class conforming to a protocol satisfies it, so whatever it requires is there.
            for conformance in known.protocolClosure(of: declaration.inherited) {
                keys.formUnion(conformance.requirements.map(\.key))
            }
            current = declaration.inherited.first.flatMap { first in
                known.protocols[first] == nil
                    && !KnownDeclarations.frameworkProtocols.contains(first) ? first : nil
            }
        }
        return keys
    }
}
