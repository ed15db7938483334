import ViperGenSystem
import ViperGenTemplates
import ViperGenText

extension ApplySpecReader {
    /// The entries of the `modules` or `services` list that have a valid name.
    mutating func entries(_ list: SpecField, kind: ScaffoldKind) -> [ApplySpecEntry] {
        guard case .array(let elements) = list.node.value else {
            report(
                list.location,
                "Must be an array of names or objects, e.g. [\"\(kind.exampleName)\", "
                    + "{\"name\": \"\(kind.exampleName)\"}]; this is \(list.node.kind).")
            return []
        }
        return elements.enumerated().compactMap { index, element in
            entry(element, at: list.location.element(index, at: element.position), kind: kind)
        }
    }

    /// One entry: a bare name, or an object with a name, a template and `set` values.
    ///
    /// Nil when its name is missing or refused; other problems are reported, the entry kept
    /// with the valid parts (the `set` values that are not refused, say).
    private mutating func entry(_ node: JSONNode, at location: SpecLocation, kind: ScaffoldKind)
        -> ApplySpecEntry?
    {
        if case .string(let name) = node.value {
            guard let normalized = normalized(name, at: location, kind: kind) else { return nil }
            return ApplySpecEntry(
                kind: kind, name: name, normalizedName: normalized, template: nil, variables: [],
                location: location, nameLocation: location, templateLocation: nil,
                setLocation: nil)
        }
        let example = kind.exampleName
        guard
            let fields = fields(
                of: node, at: location, known: ApplySpec.entryKeys,
                expected: "A \(kind.rawValue) is a name or an object with \"name\", e.g. "
                    + "\"\(example)\" or {\"name\": \"\(example)\", \"template\": "
                    + "\"\(kind.templateName)\"}")
        else { return nil }
        let template = fields.first { $0.key == "template" }
        let set = fields.first { $0.key == "set" }
        let templateName = template.flatMap { self.template($0) }
        let variables = set.map { self.variables($0) } ?? []
        guard let name = fields.first(where: { $0.key == "name" }) else {
            report(
                location,
                "The \(kind.rawValue) has no \"name\". Add it, e.g. \"name\": \"\(example)\".")
            return nil
        }
        guard case .string(let text) = name.node.value else {
            report(
                name.location, "Must be a string, e.g. \"\(example)\"; this is \(name.node.kind).")
            return nil
        }
        guard let normalized = normalized(text, at: name.location, kind: kind) else { return nil }
        return ApplySpecEntry(
            kind: kind, name: text, normalizedName: normalized, template: templateName,
            variables: variables, location: location, nameLocation: name.location,
            templateLocation: template?.location, setLocation: set?.location)
    }

    /// The name as viper-gen uses it, or nil after reporting why the name rules refuse it.
    private mutating func normalized(_ name: String, at location: SpecLocation, kind: ScaffoldKind)
        -> String?
    {
        do {
            return try NameNormalizer().normalize(name, kind: kind).name
        } catch {
            report(location, "\(error)")
            return nil
        }
    }

    /// The template name or folder, which must be a string of one line.
    private mutating func template(_ field: SpecField) -> String? {
        guard case .string(let text) = field.node.value,
            !Whitespace.trimmed(text).isEmpty
        else {
            let kind = field.node.value == .string("") ? "empty" : field.node.kind
            report(
                field.location,
                "Must be a template name or folder, e.g. \"team-module\" (viper-gen templates "
                    + "lists them); this is \(kind).")
            return nil
        }
        guard ControlCharacter.first(in: text) == nil else {
            report(field.location, "The template holds a control character or line break.")
            return nil
        }
        return text
    }

    /// The template option values of `set`, in file order; Booleans become `true` or `false`.
    private mutating func variables(_ field: SpecField) -> [VariableAssignment] {
        guard
            let fields = fields(
                of: field.node, at: field.location, known: nil,
                expected: "Must be an object of template options, e.g. {\"observation\": "
                    + "\"Observable\"}")
        else { return [] }
        return fields.compactMap { option in
            guard
                !option.key.isEmpty,
                option.key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
            else {
                report(
                    option.location,
                    "\(EchoedValue(option.key)) is not a template option: option names use "
                        + "letters, digits and _ only (viper-gen templates show <template> lists "
                        + "them).")
                return nil
            }
            switch option.node.value {
            case .string(let value):
                guard let character = ControlCharacter.first(in: value) else {
                    return VariableAssignment(key: option.key, value: value)
                }
                report(
                    option.location,
                    "The value holds \(character): template values are one line without control "
                        + "characters.")
            case .boolean(let isOn):
                return VariableAssignment(key: option.key, value: isOn ? "true" : "false")
            case .number(let text):
                report(
                    option.location,
                    "Must be a string, or true or false for a checkbox; write the number in "
                        + "quotes: \"\(EchoedValue(text).unquoted)\".")
            default:
                report(
                    option.location,
                    "Must be a string, or true or false for a checkbox; this is "
                        + "\(option.node.kind).")
            }
            return nil
        }
    }
}
