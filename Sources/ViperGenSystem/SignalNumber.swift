#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The signals viper-gen handles, by name, so the layers above never touch the C library.
package enum SignalNumber {
    /// SIGINT: Control-C.
    package static let interrupt = SIGINT
    /// SIGTERM: a polite kill.
    package static let terminate = SIGTERM
    /// SIGHUP: the terminal was closed.
    package static let hangup = SIGHUP
    /// SIGQUIT: Control-backslash.
    package static let quit = SIGQUIT
    /// SIGXFSZ: a write went past `ulimit -f`.
    package static let fileSizeLimit = SIGXFSZ
    /// SIGPIPE: a write to a closed pipe.
    package static let brokenPipe = SIGPIPE

    /// The conventional name of `signal`, such as `SIGINT`.
    package static func name(of signal: Int32) -> String {
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
