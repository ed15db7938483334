/// A place where a property list does not follow the old-style syntax.
struct PlistSyntaxError: Error, Equatable, Sendable {
    /// The byte offset of the problem.
    var offset: Int
    /// What is wrong, for a person.
    var reason: String
}
