#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The signals viper-gen handles, by name, so the layers above never touch the C library.
public enum SignalNumber {
    /// SIGINT: Control-C.
    public static let interrupt = SIGINT
    /// SIGTERM: a polite kill.
    public static let terminate = SIGTERM
    /// SIGHUP: the terminal was closed.
    public static let hangup = SIGHUP
    /// SIGQUIT: Control-backslash.
    public static let quit = SIGQUIT
    /// SIGXFSZ: a write went past `ulimit -f`.
    public static let fileSizeLimit = SIGXFSZ
    /// SIGPIPE: a write to a closed pipe.
    public static let brokenPipe = SIGPIPE

    /// The conventional name of `signal`, such as `SIGINT`.
    public static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        case SIGQUIT: return "SIGQUIT"
        case SIGXFSZ: return "SIGXFSZ"
        case SIGPIPE: return "SIGPIPE"
        default: return "signal \(signal)"
        }
    }
}
