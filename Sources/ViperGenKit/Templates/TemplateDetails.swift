import ViperGenOutput
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates
import ViperGenText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `viper-gen templates show NAME` prints: where the template is, its options with types,
/// defaults and choices, its files and its variant folders.
struct TemplateDetails {
    /// The template shown.
    let choice: TemplateChoice
    /// How paths are shown.
    let display: PathDisplay

    /// The template's description as text; what the template's files say (names, descriptions,
    /// options) is shown escaped (``EchoedValue/escaped(_:)``).
    func text() -> String {
        let template = choice.template
        var lines = [
            "\(template.name) (\(place(of: choice.entry)))", "Kind: \(template.info.kind)",
        ]
        if !template.info.description.isEmpty {
            lines += TextWrapper.wrap(template.info.description, width: 100)
        }
        if !choice.overridden.isEmpty {
            lines.append("Overrides: " + choice.overridden.map(place(of:)).joined(separator: ", "))
        }
        lines += ["", "OPTIONS:"]
        if template.info.options.isEmpty { lines.append("  none") }
        for option in template.info.options {
            lines.append("  \(option.identifier) (\(traits(of: option)))")
            var about = option.name
            if !option.description.isEmpty {
                let punctuated = about.last.map { ":.?!".contains($0) } ?? true
                about += (punctuated ? " " : ". ") + option.description
            }
            lines += TextWrapper.wrap(about, width: 94).map { "      " + $0 }
            if !option.values.isEmpty {
                let label = option.optionType == .popup ? "Choices" : "Suggestions"
                let list = "\(label): " + option.values.joined(separator: ", ")
                lines += TextWrapper.wrap(list, width: 94).map { "      " + $0 }
            }
        }
        lines += ["", "FILES:"]
        lines += TreePrinter.render(template.files.map(\.path))
            .split(separator: "\n").map { "  " + $0 }
        let selector = TemplateVariantSelector(template: template)
        let variants = selector.variantFolders
        if !variants.isEmpty {
            lines += ["", "VARIANT FOLDERS (\(variantRule(of: selector)), with the other files):"]
            lines += variants.map { "  \($0)/" }
        }
        return lines.map(EchoedValue.escaped).joined(separator: "\n") + "\n"
    }

    /// The template's description as JSON; paths as they are.
    func json() throws -> String {
        let template = choice.template
        let selector = TemplateVariantSelector(template: template)
        let document = TemplateDetailsDocument(
            name: template.name, origin: choice.entry.origin.label,
            path: choice.entry.folder.map(display.relative), kind: template.info.kind,
            description: template.info.description,
            overrides: choice.overridden.map {
                TemplateDetailsDocument.Place(
                    origin: $0.origin.label, path: $0.folder.map(display.relative))
            },
            options: template.info.options.map(TemplateDetailsDocument.Option.init),
            files: template.files.map(\.path), variantFolders: selector.variantFolders)
        return try JSONText.encode(document)
    }

    /// How the variant folder is chosen: `named by interface, XIB; one is used`, with
    /// `else Default` when the template has a `Default/` folder.
    private func variantRule(of selector: TemplateVariantSelector) -> String {
        let named = selector.namingOptions.joined(separator: ", ")
        let fallback = TemplateVariantSelector.defaultFolder
        guard selector.hasDefaultFolder else { return "named by \(named); one is used" }
        guard !named.isEmpty else { return "no option names one, so \(fallback) is used" }
        return "named by \(named), else \(fallback); one is used"
    }

    /// `built-in`, or the origin and folder.
    private func place(of entry: TemplateEntry) -> String {
        entry.folder.map { "\(entry.origin.label) \(display.show($0))" } ?? entry.origin.label
    }

    /// `popup, default Storyboard; only when language is Swift`.
    private func traits(of option: TemplateOption) -> String {
        var traits = [option.optionType.description]
        if option.isRequired { traits.append("required") }
        if let value = option.defaultValue, !value.isEmpty { traits.append("default \(value)") }
        var text = traits.joined(separator: ", ")
        let conditions = option.requiredOptions.sorted { $0.key < $1.key }.map { key, values in
            "\(key) is " + values.joined(separator: " or ")
        }
        if !conditions.isEmpty { text += "; only when " + conditions.joined(separator: " and ") }
        return text
    }
}
