/// Why a manifest edit was not made: the manifest is not in a shape it can be edited in safely.
///
/// It names the file and line, the reason, and the lines the user should add or delete by hand.
package struct ManifestEditRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the user should do with ``lines``.
    package enum Action: String, Equatable, Sendable {
        /// The lines should be added.
        case add
        /// The lines should be deleted.
        case delete
        /// The lines should be changed as they say.
        case change
    }

    /// The manifest, as the caller named it.
    package var file: String
    /// The 1-based line of the place that could not be edited, if known.
    package var line: Int?
    /// Why: such as "`targets:` is the computed expression `base + extra`".
    package var reason: String
    /// What to do by hand with ``lines``.
    package var action: Action
    /// Where the lines go, for a person: such as "`targets:` of `Package(`".
    package var place: String
    /// The exact lines to add, delete or change by hand.
    package var lines: [String]

    /// A refusal with every part given.
    package init(
        file: String, line: Int?, reason: String, action: Action, place: String, lines: [String]
    ) {
        self.file = file
        self.line = line
        self.reason = reason
        self.action = action
        self.place = place
        self.lines = lines
    }

    /// The message: `Package.swift:12: cannot edit …: why.` then what to do by hand.
    package var description: String {
        let location = file + (line.map { ":\($0)" } ?? "")
        var message = "\(location): cannot edit the manifest safely: \(reason)."
        guard !lines.isEmpty else { return message }
        switch action {
        case .add: message += "\nAdd to \(place) by hand:"
        case .delete: message += "\nDelete from \(place) by hand:"
        case .change: message += "\nChange in \(place) by hand:"
        }
        return message + lines.map { "\n    " + $0 }.joined()
    }
}
