/// What a SwiftPM manifest (`Package.swift`) says about the Swift its targets are compiled as:
/// the tools version, the language mode, the default actor isolation and the iOS version.
///
/// Read from the text as written (the manifest is not run): the first line's
/// `// swift-tools-version:`, `swiftLanguageModes:` or `swiftLanguageVersions:` and
/// `.swiftLanguageMode(…)`, `.defaultIsolation(MainActor.self)` and `.iOS(.v15)` or
/// `.iOS("15.0")`.
package struct PackageManifestSettings: Equatable, Sendable {
    /// The tools version's major number, such as 6.
    package var toolsMajorVersion: Int?
    /// The language mode: the highest one the manifest lists (`"5"`, `"6"`), else the one the
    /// tools version implies (6 from tools 6.0).
    package var languageMode: String?
    /// `MainActor` when a target's Swift settings set `.defaultIsolation(MainActor.self)`.
    package var defaultIsolation: String?
    /// The iOS deployment target, such as `15.0`.
    package var iOSVersion: String?

    /// The settings of the manifest `text`.
    package init(text: String) {
        let firstLine = text.prefix { $0 != "\n" }
        if let range = firstLine.firstRange(of: "swift-tools-version:") {
            let version = firstLine[range.upperBound...].drop { $0 == " " }
            toolsMajorVersion = Int(version.prefix { $0.isNumber })
        }
        let code = SwiftSource(text)
        let tokens = code.tokens
        var modes: [Int] = []
        for pattern in [
            ["swiftLanguageModes", ":"], ["swiftLanguageVersions", ":"],
            [".", "swiftLanguageMode", "("],
        ] {
            for index in code.indices(of: pattern) {
                var cursor = index + pattern.count
                while cursor < tokens.count, !tokens[cursor].isCode("]"),
                    !tokens[cursor].isCode(")")
                {
                    let text = tokens[cursor].text
                    if text.hasPrefix("v"), let mode = Int(text.dropFirst()) { modes.append(mode) }
                    cursor += 1
                }
            }
        }
        if let highest = modes.max() {
            languageMode = String(highest)
        } else if let toolsMajorVersion {
            languageMode = toolsMajorVersion >= 6 ? "6" : "5"
        }
        if !code.indices(of: [".", "defaultIsolation", "(", "MainActor"]).isEmpty {
            defaultIsolation = "MainActor"
        }
        if let index = code.indices(of: [".", "iOS", "("]).first, index + 4 < tokens.count {
            let argument = tokens[index + 3]
            if argument.kind == .string {
                iOSVersion = String(argument.text.filter { $0 != "\"" })
            } else if argument.isCode("."), tokens[index + 4].text.hasPrefix("v") {
                let parts = tokens[index + 4].text.dropFirst().split(separator: "_")
                iOSVersion = parts.joined(separator: ".") + (parts.count == 1 ? ".0" : "")
            }
        }
    }
}
