import ViperGenSystem

extension Reporter {
    /// Says on stderr, even with --quiet, which registrations `check --fix` leaves as they are:
    /// those of modules and services that are not there, which only the user may delete.
    func leftForUser(_ findings: [CheckFinding]) {
        for finding in findings where finding.kind == .registrationWithoutModule {
            let name = EchoedValue.escaped(finding.name)
            note(
                "\(EchoedValue.escaped(finding.location)) registers \(name), which is not there; "
                    + "left for you: run `viper-gen module \(name)` to make it, or delete those "
                    + "lines by hand.")
        }
    }
}
