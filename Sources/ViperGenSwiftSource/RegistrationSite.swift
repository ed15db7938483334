/// Where in an app file subjects are registered: a site finds its places in a file's text, adds
/// subjects there and removes them again.
///
/// Every answer is about the text as given; a place that cannot be found with certainty leaves
/// the file as it is, and the lines are left to the user.
package protocol RegistrationSite: Sendable {
    /// The registrations of `subjects` in `text`, one per subject, every one found in `text` as
    /// it is: each `.edited` one carries the one new text holding every added subject's lines.
    func register(_ subjects: [RegistrationSubject], in text: String) -> [FileRegistration]

    /// The removal of `subject` from `text`: exactly the lines `register` puts there go, so
    /// removing what was added gives back the text from before, byte for byte.
    func remove(_ subject: RegistrationSubject, from text: String) -> FileRemoval

    /// Every registration `text` holds outside `#if` blocks, in order, whatever it names:
    /// read only, as `register` and `remove` find their places.
    func registrations(in text: String) -> [SiteRegistration]
}

extension RegistrationSite {
    /// The registration of one subject in `text`.
    package func register(_ subject: RegistrationSubject, in text: String) -> FileRegistration {
        register([subject], in: text)[0]
    }
}
