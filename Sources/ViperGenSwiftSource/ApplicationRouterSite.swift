/// Registers `routed` modules in the application router: `PaymentsModule(),` in the list
/// `instantiatedModules` is initialised with.
///
/// Each new element goes last: on a line of its own, indented like the last element, when the
/// list has its `]` on a line of its own, else right before the `]`; after an element without
/// a trailing comma it brings the comma. Several modules are added in one edit that reads as
/// adding them one after the other. Every edit is checked by lexing its result: unless exactly
/// the new elements' tokens were added before the `]`, the file is left to the user.
package struct ApplicationRouterSite: RegistrationSite {
    /// Where the line goes, for a person.
    static let place = "in ApplicationRouter's \(ModuleListLiteral.propertyName) list"

    /// The module types viper-gen added to the list (each with its trailing comma), if known.
    ///
    /// Known, removing the last element after one viper-gen did not add (the template's
    /// `MainModule()`) takes back the comma adding gave that one; else the comma stays, as the
    /// list may have had it before.
    package let addedTypes: Set<String>?

    /// The application router's site; `addedTypes` as ``addedTypes`` says.
    package init(addedTypes: Set<String>? = nil) {
        self.addedTypes = addedTypes
    }

    /// The line the user adds (or deletes) by hand for `subject`.
    private static func steps(for subject: RegistrationSubject) -> [ManualRegistration.Step] {
        [ManualRegistration.Step(place: place, line: "\(subject.moduleType)(),")]
    }

    /// The registrations of `subjects` in the ApplicationRouter file `text`, one per subject,
    /// found in one reading of the file: every `.edited` one carries the one new text.
    package func register(_ subjects: [RegistrationSubject], in text: String)
        -> [FileRegistration]
    {
        let source = SwiftSource(text)
        let literal: ModuleListLiteral
        switch ModuleListLiteral.find(in: source) {
        case .success(let found): literal = found
        case .failure(let failure):
            return subjects.map { .manual(reasons: [failure.reason], steps: Self.steps(for: $0)) }
        }
        let named = Self.positions(of: Set(subjects.map(\.moduleType)), in: source)
        var results: [FileRegistration?] = []
        var adding: [RegistrationSubject] = []
        for subject in subjects {
            let positions = named[subject.moduleType] ?? []
            if positions.contains(where: { (literal.open...literal.close).contains($0) }) {
                results.append(.alreadyRegistered)
            } else if !positions.isEmpty {
                let reason =
                    "\(subject.moduleType) is named outside the list; check how it is registered"
                results.append(.manual(reasons: [reason], steps: Self.steps(for: subject)))
            } else {
                results.append(nil)
                adding.append(subject)
            }
        }
        guard !adding.isEmpty else { return results.compactMap { $0 } }
        let edit = RouterListEdit(literal: literal, source: source)
        let edited = edit.text(adding: edit.elements(adding.map(\.moduleType)))
        let layout = "the list is not laid out one element per line or on one line"
        return zip(results, subjects).map { result, subject in
            result
                ?? edited.map { .edited($0) }
                ?? .manual(reasons: [layout], steps: Self.steps(for: subject))
        }
    }

    /// The removal of `subject`'s element from the list in the ApplicationRouter file `text`:
    /// the last element goes as adding it came (its line, and the comma it gave the element
    /// before it); another goes with its comma, when it fills its line or the list is on one.
    package func remove(_ subject: RegistrationSubject, from text: String) -> FileRemoval {
        let source = SwiftSource(text)
        switch register(subject, in: text) {
        case .edited: return .alreadyAbsent
        case .manual(let reasons, let steps): return .manual(reasons: reasons, steps: steps)
        case .alreadyRegistered: break
        }
        guard case .success(let literal) = ModuleListLiteral.find(in: source),
            let removal = RouterListEdit(literal: literal, source: source).removal(
                of: subject.moduleType)
        else {
            let reason = "\(subject.moduleType) is not an element of the list as viper-gen adds it"
            return .manual(reasons: [reason], steps: Self.steps(for: subject))
        }
        var texts = removal.texts
        if removal.isLast, let addedTypes, let preceding = removal.precedingType,
            !addedTypes.contains(preceding)
        {
            texts.reverse()
        }
        let leavesTheOthers = { (candidate: String) in
            SwiftSource(candidate).tokens.map(\.text) == removal.remainingTokens
        }
        // The last element goes as adding it came, when adding it back gives the file again;
        // else (the template's `MainModule()`, without the trailing comma viper-gen writes)
        // alone, the others untouched.
        let checked =
            removal.isLast
            ? texts.first { register(subject, in: $0) == .edited(text) }
                ?? texts.first(where: leavesTheOthers)
            : texts.first(where: leavesTheOthers)
        guard let checked else {
            let reason = "the list is not laid out one element per line or on one line"
            return .manual(reasons: [reason], steps: Self.steps(for: subject))
        }
        return .edited(checked)
    }

    /// The elements of the `instantiatedModules` list, each by the type it makes.
    package func registrations(in text: String) -> [SiteRegistration] {
        let source = SwiftSource(text)
        guard case .success(let literal) = ModuleListLiteral.find(in: source) else { return [] }
        return literal.elements.map {
            let token = source.tokens[$0.lowerBound]
            return SiteRegistration(naming: .moduleType, spelling: token.text, line: token.line)
        }
    }

    /// The types the `instantiatedModules` list of `text` makes, in order: `PaymentsModule`.
    package static func listedTypes(in text: String) -> [String] {
        let source = SwiftSource(text)
        guard case .success(let literal) = ModuleListLiteral.find(in: source) else { return [] }
        return literal.elements.map { source.tokens[$0.lowerBound].text }
    }

    /// Where each of `types` is named as code in `source`, in one pass over its tokens.
    private static func positions(of types: Set<String>, in source: SwiftSource)
        -> [String: [Int]]
    {
        var positions: [String: [Int]] = [:]
        for (index, token) in source.tokens.enumerated()
        where types.contains(token.text) && token.isCode(token.text) {
            positions[token.text, default: []].append(index)
        }
        return positions
    }
}
