/// An object to add to the project file, already written out as Xcode writes it.
struct NewObject: Equatable, Sendable {
    /// Its class, which names the section it goes to.
    var isa: String
    /// Its identifier, which orders it within the section.
    var id: String
    /// Its entry, whole lines with their newlines.
    var text: String
}
