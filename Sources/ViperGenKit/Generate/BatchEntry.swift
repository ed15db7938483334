import ViperGenOutput

/// One module, service or project of a run, and what became of it.
struct BatchEntry {
    /// What was asked for.
    let request: GenerationRequest
    /// Whether it was registered in the app, or why not.
    let registration: RegistrationOutcome
    /// Where the template's tests go, or why they were left out; nil when it has none.
    let tests: TestPlacement?
    /// Whether it existed already and was left as is (`apply`): none of its files are written,
    /// only its registration where that is missing.
    let leftAsIs: Bool
    /// Its files for the output folder, relative to the batch's root.
    let outputFiles: [PlannedFile]
    /// Its files for the project's test folder, relative to the batch's root.
    let testFiles: [PlannedFile]

    /// Whether this run adds registration lines to app files for it.
    var registersNow: Bool { !(registration.plan?.edits.isEmpty ?? true) }

    /// Whether registering it left lines to add by hand.
    var needsManualRegistration: Bool { !(registration.plan?.manual.isEmpty ?? true) }
}
