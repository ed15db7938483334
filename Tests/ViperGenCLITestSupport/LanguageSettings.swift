/// The Swift settings a generated tree is checked under: a language mode, and whether code is
/// main-actor isolated by default (Xcode 26's default for new app targets).
package struct LanguageSettings: Sendable, CustomStringConvertible {
    /// `"6"` or `"5"`; nil for the mode the generated manifest implies.
    package let languageMode: String?
    /// Whether declarations without an isolation of their own are `@MainActor`.
    package let mainActorByDefault: Bool

    /// Settings of `languageMode` (nil: the manifest's), main-actor isolated by default if
    /// `mainActorByDefault`.
    package init(languageMode: String?, mainActorByDefault: Bool = false) {
        self.languageMode = languageMode
        self.mainActorByDefault = mainActorByDefault
    }

    /// The language mode the generated manifest implies, nonisolated by default.
    package static let manifest = LanguageSettings(languageMode: nil)
    /// Swift 6: complete concurrency checking, data races are errors.
    package static let swift6 = LanguageSettings(languageMode: "6", mainActorByDefault: false)
    /// Swift 5: the same checks give warnings (apps not yet moved to Swift 6).
    package static let swift5 = LanguageSettings(languageMode: "5", mainActorByDefault: false)
    /// Swift 6 with main-actor default isolation, as a new Xcode 26 app target has it.
    package static let swift6MainActor = LanguageSettings(
        languageMode: "6", mainActorByDefault: true)
    /// Swift 5 with main-actor default isolation, as an older app turned to it has it.
    package static let swift5MainActor = LanguageSettings(
        languageMode: "5", mainActorByDefault: true)

    /// The four settings an app generated code must build in may have.
    package static let all = [swift6, swift5, swift6MainActor, swift5MainActor]

    /// The app target's compiler arguments beyond the language mode.
    var appArguments: [String] { mainActorByDefault ? ["-default-isolation", "MainActor"] : [] }

    package var description: String {
        "Swift \(languageMode ?? "of the manifest")\(mainActorByDefault ? ", MainActor by default" : "")"
    }
}
