/// A group to create for a folder the project has no group for yet.
struct NewGroup: Equatable, Sendable {
    /// Its identifier.
    var id: String
    /// The folder's name, which is also the group's `path` inside its parent.
    var name: String
    /// Its children, in the order they were added.
    var children: [ListItem] = []
}
