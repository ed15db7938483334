/// A reference in a list, written `ID /* comment */` as Xcode writes them.
struct ListItem: Equatable, Sendable {
    /// The referenced object's identifier.
    var id: String
    /// The comment after it, such as `PaymentsView.swift in Sources`.
    var comment: String

    /// The reference as it appears in the file.
    var text: String { "\(id) /* \(comment) */" }
}
