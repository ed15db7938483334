/// A terminal's settings, saved before raw mode so that they can be put back.
///
/// They are read and set with `stty` on the terminal, which every macOS and Linux has: its
/// `-g` form round-trips on both, and no termios layout or constant is needed here.
public struct TerminalMode: Sendable {
    /// The terminal's descriptor.
    private let descriptor: Int32
    /// Its settings as they were, as `stty -g` prints them.
    private let saved: String

    /// The settings of the terminal at `descriptor`, or nil when it is not a terminal.
    public init?(of descriptor: Int32) {
        guard let printed = Self.stty(["-g"], on: descriptor),
            let settings = String(decoding: printed, as: UTF8.self).split(separator: "\n").first
        else { return nil }
        self.descriptor = descriptor
        saved = String(settings)
    }

    /// The saved settings as bytes, to compare two moments' settings.
    public var bytes: [UInt8] { Array(saved.utf8) }

    /// Switches the terminal to raw input and returns whether it worked.
    ///
    /// Every byte arrives as typed, unechoed, and Ctrl-C, Ctrl-D and Ctrl-U come as bytes
    /// instead of acting; output still turns `\n` into a new line. A read returns after a
    /// tenth of a second without input, so that the reader can look for signals.
    @discardableResult
    public func enterRaw() -> Bool {
        let raw = [
            "-icanon", "-echo", "-isig", "-iexten", "-icrnl", "-ixon", "min", "0", "time", "1",
        ]
        return Self.stty(raw, on: descriptor) != nil
    }

    /// Puts the saved settings back.
    public func restore() {
        _ = Self.stty([saved], on: descriptor)
    }

    /// What `stty arguments` prints with the terminal `descriptor` as its input; nil when it
    /// fails (not a terminal).
    private static func stty(_ arguments: [String], on descriptor: Int32) -> [UInt8]? {
        Subprocess.output(
            of: ["/bin/stty"] + arguments, environment: [:], standardInput: descriptor)
    }
}
