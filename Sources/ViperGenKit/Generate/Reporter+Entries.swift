extension Reporter {
    /// Prints what the run does with each module and service: writes it, or leaves it as is
    /// because it exists (registering it where that is missing).
    func entries(_ entries: [BatchEntry]) {
        for entry in entries {
            var state = entry.leftAsIs ? "exists, left as is" : "new"
            if entry.leftAsIs, entry.registersNow { state += "; registering it" }
            if entry.leftAsIs,
                !entry.registration.compilesInTheApp(inProject: entry.request.project != nil)
            {
                state += "; not registered (see below)"
            }
            if entry.needsManualRegistration { state += "; register it by hand (see below)" }
            say("\(entry.request.command.rawValue) \(entry.request.name): \(state)")
        }
    }
}
