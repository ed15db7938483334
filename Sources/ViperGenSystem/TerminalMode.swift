#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A terminal's settings (termios), saved before raw mode so that they can be put back.
public struct TerminalMode: @unchecked Sendable {
    /// The terminal's descriptor.
    private let descriptor: Int32
    /// Its settings as they were.
    private let saved: termios

    /// The settings of the terminal at `descriptor`, or nil when it is not a terminal.
    public init?(of descriptor: Int32) {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return nil }
        self.descriptor = descriptor
        saved = settings
    }

    /// The saved settings as bytes, to compare two moments' settings.
    public var bytes: [UInt8] {
        withUnsafeBytes(of: saved) { Array($0) }
    }

    /// Switches the terminal to raw input and returns whether it worked.
    ///
    /// Every byte arrives as typed, unechoed, and Ctrl-C, Ctrl-D and Ctrl-U come as bytes
    /// instead of acting; output still turns `\n` into a new line.
    @discardableResult
    public func enterRaw() -> Bool {
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(ICRNL | IXON)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return tcsetattr(descriptor, TCSANOW, &raw) == 0
    }

    /// Puts the saved settings back.
    public func restore() {
        var settings = saved
        _ = tcsetattr(descriptor, TCSANOW, &settings)
    }
}
