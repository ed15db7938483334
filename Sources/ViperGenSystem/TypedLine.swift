/// What a user did at a prompt: typed a line and pressed Return, pressed Ctrl-C, or ended the
/// input (Ctrl-D on an empty line, or standard input closed).
public enum TypedLine: Sendable, Equatable {
    /// The line as typed, without its line break.
    case line(String)
    /// Ctrl-C: the user wants the run to stop.
    case interrupted
    /// Ctrl-D on an empty line, or the end of standard input.
    case ended
}
