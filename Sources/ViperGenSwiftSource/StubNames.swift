/// The names of a test double's members, so each stub added gets a name no member has.
struct StubNames {
    /// The names taken.
    private(set) var taken: Set<String>

    /// A free name for the `role` (`Calls`, `Result`) of the member `stem`: `stem` + `role`,
    /// else with the member's argument `labels` capitalized between them, else with a number
    /// after; the name returned is taken from then on.
    mutating func claim(_ stem: String, _ role: String, labels: [String] = []) -> String {
        let longer =
            stem
            + labels.filter { $0 != "_" }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
        let candidates = [stem + role] + (longer != stem ? [longer + role] : [])
        var free = candidates.first { !taken.contains($0) }
        var number = 2
        while free == nil {
            let numbered = longer + role + String(number)
            if !taken.contains(numbered) { free = numbered }
            number += 1
        }
        taken.insert(free ?? stem + role)
        return free ?? stem + role
    }
}
