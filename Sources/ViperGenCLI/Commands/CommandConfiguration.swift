/// What help, usage lines and the man page say of a command: swift-argument-parser's
/// `CommandConfiguration`, with the arguments' help and the examples beside it.
struct CommandConfiguration: Sendable {
    /// An argument as help lists it: its term (`<name>`, `install`) and what it means.
    typealias Argument = (term: String, text: String)

    /// The command's name on the command line.
    let name: String
    /// The one-line summary shown in the tool's help.
    let summary: String
    /// The first lines of the command's own help, broken where help breaks them.
    let overview: String
    /// The usage line's arguments: `<name> ... [<options>]`.
    let usage: String
    /// The arguments, in help order; none for a command that takes none.
    var arguments: [Argument] = []
    /// Example invocations, as typed.
    let examples: [String]
}
