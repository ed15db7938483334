/// The result of registering a name in one file: edited, already complete, or left to the user.
enum FileRegistration: Equatable, Sendable {
    /// Every place already names it; the file stays as it is.
    case alreadyRegistered
    /// The file's new text, with every missing registration added.
    case edited(String)
    /// Some place could not be found with certainty; the file stays as it is.
    case manual(reasons: [String], steps: [ManualRegistration.Step])

    /// Applies every place's insertion to `source`, or none of them if any place is not found.
    static func resolve(_ places: [RegistrationPlace], in source: SwiftSource) -> FileRegistration {
        let missing = places.filter { $0.outcome != .present }
        let reasons = missing.compactMap { place -> String? in
            guard case .notFound(let reason) = place.outcome else { return nil }
            return "\(place.description): \(reason)"
        }
        let steps = missing.map {
            ManualRegistration.Step(place: $0.description, line: $0.manualLine)
        }
        guard reasons.isEmpty else { return .manual(reasons: reasons, steps: steps) }
        let insertions = missing.compactMap { place -> RegistrationPlace.Insertion? in
            guard case .insert(let insertion) = place.outcome else { return nil }
            return insertion
        }
        guard !insertions.isEmpty else { return .alreadyRegistered }
        var lines = source.lines
        // Bottom-up, so earlier line numbers stay valid; equal lines keep their given order.
        let ordered = insertions.enumerated().sorted {
            ($0.element.line, $0.offset) > ($1.element.line, $1.offset)
        }
        for (_, insertion) in ordered where !lines.insert(insertion.lines, before: insertion.line) {
            return .manual(reasons: ["the file does not end its lines where needed"], steps: steps)
        }
        return .edited(lines.text)
    }
}
