/// The values a checkbox option accepts and the text its variable holds.
package enum CheckboxValue {
    /// The spellings accepted for on and off, as listed in messages.
    package static let spellings = ["true", "false", "yes", "no"]

    /// `true`/`yes`/`1` as on, `false`/`no`/`0` as off (any case), else nil.
    package static func parse(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: return nil
        }
    }

    /// The variable's text for `isOn`: `true` or `false`, as Xcode substitutes it.
    package static func text(_ isOn: Bool) -> String { isOn ? "true" : "false" }
}
