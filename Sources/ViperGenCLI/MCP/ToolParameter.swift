/// A command's positional argument as a named parameter of its MCP tool (`names`, `old_name`,
/// `path`), described by the help of the argument it stands for.
struct ToolParameter: Sendable {
    /// What the parameter holds.
    enum Shape: Sendable {
        /// A list of names, each one positional (`module Payments Profile`).
        case names
        /// One name.
        case name
        /// One path, which must lie inside the served project.
        case path
        /// One of a fixed list of words (`templates`' subcommand).
        case choice([String])
    }

    /// The parameter's name in the tool's input (`old_name`).
    let name: String
    /// The argument's term in the command's help (`<old-name>`), whose text describes it.
    let term: String
    /// What it holds.
    let shape: Shape
    /// Whether a call must give it.
    let required: Bool

    /// `names`, for the command's `<name>` argument: one or more names.
    static func names(required: Bool) -> ToolParameter {
        ToolParameter(name: "names", term: "<name>", shape: .names, required: required)
    }
}
