import ViperGenTemplates

/// Fills in the options a run does not give from their defaults, rendering macros in them
/// (`productName` = `___VARIABLE_moduleName___`): a default may use any option given or
/// already filled, whatever the order in the plist.
struct TemplateOptionDefaults {
    /// The template whose options are filled.
    let template: Template
    /// The run's macro values (variables are replaced by the ones known so far).
    let values: MacroValues
    /// The name, `FILENAME` while a default is rendered.
    let name: String

    /// `known` with every other option's value: its rendered default, a popup's first choice,
    /// `false` for a checkbox, else empty.
    func filling(_ known: [String: String]) throws -> [String: String] {
        var known = known
        var pending = template.info.options.filter { known[$0.identifier] == nil }
        while !pending.isEmpty {
            let waiting = Set(pending.map(\.identifier))
            var deferred: [TemplateOption] = []
            for option in pending {
                if let value = try value(of: option, known: known, waitingFor: waiting) {
                    known[option.identifier] = value
                } else {
                    deferred.append(option)
                }
            }
            if deferred.count == pending.count {
                // A cycle: render one anyway so the error names the macro it cannot resolve.
                let first = deferred.removeFirst()
                known[first.identifier] = try value(of: first, known: known, waitingFor: []) ?? ""
            }
            pending = deferred
        }
        return known
    }

    /// The default of `option`, or nil while it uses an option in `waiting`.
    private func value(
        of option: TemplateOption, known: [String: String], waitingFor waiting: Set<String>
    ) throws -> String? {
        guard let defaultValue = option.defaultValue, !defaultValue.isEmpty else {
            switch option.optionType {
            case .popup: return option.values.first ?? ""
            case .checkbox: return CheckboxValue.text(false)
            default: return ""
            }
        }
        var current = values
        current.variables = known
        do {
            let rendered = try MacroRenderer(values: current).renderContent(
                Array(defaultValue.utf8), outputFileName: name,
                templatePath: "\(template.origin)/\(TemplateInfo.fileName)")
            return String(decoding: rendered, as: UTF8.self)
        } catch let error as MacroRenderError {
            if case .unknownMacro(let macro, _) = error.kind, macro.hasPrefix("VARIABLE_"),
                waiting.contains(String(macro.dropFirst("VARIABLE_".count)))
            {
                return nil
            }
            throw error
        }
    }
}
