/// One module, service or project of a run, and what became of it.
struct BatchEntry {
    /// What was asked for.
    let request: GenerationRequest
    /// Whether it was registered in the app, or why not.
    let registration: RegistrationOutcome
    /// Why the template's tests were left out, if they were.
    let testsSkipped: String?
    /// Whether it existed already and was left as is (`apply`): none of its files are written,
    /// only its registration where that is missing.
    let leftAsIs: Bool

    /// Whether this run adds registration lines to app files for it.
    var registersNow: Bool { !(registration.plan?.edits.isEmpty ?? true) }

    /// Whether registering it left lines to add by hand.
    var needsManualRegistration: Bool { !(registration.plan?.manual.isEmpty ?? true) }
}
