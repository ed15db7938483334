/// The kind of a TemplateInfo.plist option, as Xcode spells it in `Type`.
package enum TemplateOptionType: Sendable, Equatable, CustomStringConvertible {
    /// `text`: free text; the first one receives the `<name>` argument.
    case text
    /// `static`: fixed text shown by Xcode; its `Default` is rendered and cannot be set.
    case `static`
    /// `checkbox`: `true` or `false`; when on, its identifier names the variant folder.
    case checkbox
    /// `popup`: one of `Values`; the chosen value names the variant folder.
    case popup
    /// `combo`: free text with `Values` as suggestions.
    case combo
    /// Any other type (Xcode's `class`, ...): treated as free text like `combo`.
    case other(String)

    /// The type written as `raw` in a plist (`text` when missing).
    package init(raw: String?) {
        switch raw?.lowercased() ?? "text" {
        case "text": self = .text
        case "static": self = .static
        case "checkbox": self = .checkbox
        case "popup": self = .popup
        case "combo", "combobox": self = .combo
        default: self = .other(raw ?? "")
        }
    }

    /// The type as Xcode spells it.
    package var description: String {
        switch self {
        case .text: return "text"
        case .static: return "static"
        case .checkbox: return "checkbox"
        case .popup: return "popup"
        case .combo: return "combo"
        case .other(let raw): return raw
        }
    }
}
