import ViperGenText

/// A site whose registrations are whole lines at places it finds in the file: adding inserts
/// them, and removing takes them out again only when adding would write exactly those lines.
protocol LineSite: RegistrationSite {
    /// Where in `source` the registration of `subject` goes, found in `source` as it is.
    func places(of subject: RegistrationSubject, in source: SwiftSource) -> [RegistrationPlace]

    /// The 0-based lines holding `subject`'s registration in `source`, which registers it.
    func registeredLines(of subject: RegistrationSubject, in source: SwiftSource) -> [Int]
}

extension LineSite {
    /// The registrations of `subjects` in `text`, every subject's places found in `text` as it is.
    func registering(_ subjects: [RegistrationSubject], in text: String) -> [FileRegistration] {
        let source = SwiftSource(text)
        return FileRegistration.resolve(
            each: subjects.map { places(of: $0, in: source) }, in: source)
    }

    /// The removal of `subject` from `text`: `.alreadyAbsent` when every place would add it,
    /// `.manual` when a place is not found with certainty, when only some places register it,
    /// or when its lines are not the ones adding writes.
    func removing(_ subject: RegistrationSubject, from text: String) -> FileRemoval {
        let source = SwiftSource(text)
        let found = places(of: subject, in: source)
        let steps = found.map {
            ManualRegistration.Step(place: $0.description, line: $0.manualLine)
        }
        let reasons = found.compactMap { place -> String? in
            guard case .notFound(let reason) = place.outcome else { return nil }
            return "\(place.description): \(reason)"
        }
        guard reasons.isEmpty else { return .manual(reasons: reasons, steps: steps) }
        let present = found.filter { $0.outcome == .present }
        guard !present.isEmpty else { return .alreadyAbsent }
        guard present.count == found.count else {
            return .manual(reasons: ["it is registered in only some of its places"], steps: steps)
        }
        var lines = source.lines
        lines.remove(Set(registeredLines(of: subject, in: source)))
        let remaining = SwiftSource(lines.text)
        guard lines.count < source.lines.count,
            case .edited(let readded) = FileRegistration.resolve(
                places(of: subject, in: remaining), in: remaining),
            Self.sortedLines(of: readded) == Self.sortedLines(of: text)
        else {
            let reason = "its lines are not laid out as viper-gen adds them"
            return .manual(reasons: [reason], steps: steps)
        }
        return .edited(lines.text)
    }

    /// The lines of `text` with their terminators, sorted: equal for two texts holding the
    /// same lines in any order.
    private static func sortedLines(of text: String) -> [String] {
        SourceLines(text).lines.map { $0.content + $0.terminator }.sorted()
    }
}
