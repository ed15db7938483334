/// Registers `routed` modules in the application router: `PaymentsModule(),` in the list
/// `instantiatedModules` is initialised with.
///
/// Each new element goes last: on a line of its own, indented like the last element, when the
/// list has its `]` on a line of its own, else right before the `]`; after an element without
/// a trailing comma it brings the comma. Several modules are added in one edit that reads as
/// adding them one after the other. Every edit is checked by lexing its result: unless exactly
/// the new elements' tokens were added before the `]`, the file is left to the user.
struct ApplicationRouterRegistration {
    /// What is registered (a module).
    let subject: RegistrationSubject

    /// The module's type: `PaymentsModule`.
    var moduleType: String { subject.name + "Module" }

    /// Where the line goes, for a person.
    static let place = "in ApplicationRouter's \(ModuleListLiteral.propertyName) list"

    /// The line the user adds by hand.
    private var steps: [ManualRegistration.Step] {
        [ManualRegistration.Step(place: Self.place, line: "\(moduleType)(),")]
    }

    /// The registration of `subject` in the ApplicationRouter file `text`.
    func register(in text: String) -> FileRegistration {
        Self.register([subject], in: text)[0]
    }

    /// The registrations of `subjects` in the ApplicationRouter file `text`, one per subject,
    /// found in one reading of the file: every `.edited` one carries the one new text.
    static func register(_ subjects: [RegistrationSubject], in text: String)
        -> [FileRegistration]
    {
        let source = SwiftSource(text)
        let registrations = subjects.map(ApplicationRouterRegistration.init)
        let literal: ModuleListLiteral
        switch ModuleListLiteral.find(in: source) {
        case .success(let found): literal = found
        case .failure(let failure):
            return registrations.map { .manual(reasons: [failure.reason], steps: $0.steps) }
        }
        let named = positions(of: Set(registrations.map(\.moduleType)), in: source)
        var results: [FileRegistration?] = []
        var adding: [ApplicationRouterRegistration] = []
        for registration in registrations {
            let positions = named[registration.moduleType] ?? []
            if positions.contains(where: { (literal.open...literal.close).contains($0) }) {
                results.append(.alreadyRegistered)
            } else if !positions.isEmpty {
                let reason =
                    "\(registration.moduleType) is named outside the list; check how it is "
                    + "registered"
                results.append(.manual(reasons: [reason], steps: registration.steps))
            } else {
                results.append(nil)
                adding.append(registration)
            }
        }
        guard !adding.isEmpty else { return results.compactMap { $0 } }
        let edit = RouterListEdit(literal: literal, source: source)
        let edited = edit.text(adding: edit.elements(adding.map(\.moduleType)))
        let layout = "the list is not laid out one element per line or on one line"
        return zip(results, registrations).map { result, registration in
            result
                ?? edited.map { .edited($0) }
                ?? .manual(reasons: [layout], steps: registration.steps)
        }
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
