/// The result of registering a name in one file: edited, already complete, or left to the user.
package enum FileRegistration: Equatable, Sendable {
    /// Every place already names it; the file stays as it is.
    case alreadyRegistered
    /// The file's new text, with every missing registration added.
    case edited(String)
    /// Some place could not be found with certainty; the file stays as it is.
    case manual(reasons: [String], steps: [ManualRegistration.Step])

    /// Applies every place's insertion to `source`, or none of them if any place is not found.
    static func resolve(_ places: [RegistrationPlace], in source: SwiftSource) -> FileRegistration {
        resolve(each: [places], in: source)[0]
    }

    /// The registrations of several names in one file, every name's places found in `source`
    /// as it is: the file is read and searched once however many names there are.
    ///
    /// A name with a place not found is `.manual` and adds nothing; the others' lines all go
    /// in, and each of them is `.edited` with the one new text. Lines for the same place follow
    /// the order of the names, as when each name is registered after the one before it.
    static func resolve(each placesOfNames: [[RegistrationPlace]], in source: SwiftSource)
        -> [FileRegistration]
    {
        var results: [FileRegistration?] = []
        var insertions: [(before: Int, lines: [String])] = []
        for places in placesOfNames {
            let missing = places.filter { $0.outcome != .present }
            let reasons = missing.compactMap { place -> String? in
                guard case .notFound(let reason) = place.outcome else { return nil }
                return "\(place.description): \(reason)"
            }
            let steps = missing.map {
                ManualRegistration.Step(place: $0.description, line: $0.manualLine)
            }
            let own = missing.compactMap { place -> RegistrationPlace.Insertion? in
                guard case .insert(let insertion) = place.outcome else { return nil }
                return insertion
            }
            if !reasons.isEmpty {
                results.append(.manual(reasons: reasons, steps: steps))
            } else if own.isEmpty {
                results.append(.alreadyRegistered)
            } else if !own.allSatisfy({ source.lines.acceptsInsertion(before: $0.line) }) {
                let reason = "the file does not end its lines where needed"
                results.append(.manual(reasons: [reason], steps: steps))
            } else {
                insertions += own.map { ($0.line, $0.lines) }
                results.append(nil)
            }
        }
        guard !insertions.isEmpty else { return results.compactMap { $0 } }
        var lines = source.lines
        lines.insert(insertions)
        let text = lines.text
        return results.map { $0 ?? .edited(text) }
    }
}
