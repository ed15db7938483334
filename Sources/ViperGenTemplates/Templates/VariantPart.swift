/// What one option adds to a variant folder's name (see ``TemplateVariantSelector``).
struct VariantPart: Sendable {
    /// The option.
    let option: TemplateOption

    /// The option's identifier.
    var identifier: String { option.identifier }

    /// The part of a popup, a checkbox, or a combo or other type with `Values`; nil for the
    /// rest, which never name folders.
    init?(option: TemplateOption) {
        switch option.optionType {
        case .popup, .checkbox: break
        case .combo, .other: if option.values.isEmpty { return nil }
        case .text, .static: return nil
        }
        self.option = option
    }

    /// Whether the option may add nothing although it has a value (a combo or `class` option,
    /// whose value names a folder only where one exists).
    var isOptional: Bool {
        option.optionType != .checkbox && option.optionType != .popup
    }

    /// Every text this option can add to a name: its choices, or its identifier, or nothing.
    var alternatives: [String] {
        option.optionType == .checkbox ? ["", identifier] : [""] + option.values
    }

    /// What the option adds for `values`: the value of an enabled popup (or combo value among
    /// its `Values`), the identifier of an enabled checkbox that is on, else nothing.
    func contribution(values: [String: String]) -> String {
        guard option.isEnabled(by: values), let value = values[identifier] else { return "" }
        switch option.optionType {
        case .checkbox: return CheckboxValue.parse(value) == true ? identifier : ""
        case .popup: return value
        default: return option.values.contains(value) ? value : ""
        }
    }

    /// Whether the non-empty `name` (UTF-8) is a concatenation of one alternative per part,
    /// in order.
    static func matches(_ name: ArraySlice<UInt8>, parts: ArraySlice<VariantPart>) -> Bool {
        guard let first = parts.first else { return false }
        for alternative in first.alternatives {
            let bytes = Array(alternative.utf8)
            guard name.starts(with: bytes) else { continue }
            let rest = name.dropFirst(bytes.count)
            if rest.isEmpty || matches(rest, parts: parts.dropFirst()) { return true }
        }
        return false
    }
}
