/// The operating system viper-gen runs on, decided when it is built: the one place that says
/// what the system offers, such as Xcode.
public enum HostPlatform: String, Sendable, Equatable {
    /// macOS, where Xcode runs.
    case macOS
    /// Linux, which has no Xcode.
    case linux
    /// Any other system (Windows, the BSDs, ...), which has no Xcode.
    case other

    /// The system this binary was built for.
    public static let current: HostPlatform = {
        #if os(macOS)
            return .macOS
        #elseif os(Linux)
            return .linux
        #else
            return .other
        #endif
    }()

    /// Whether Xcode can run on this system: only macOS has it.
    public var hasXcode: Bool { self == .macOS }

    /// The system's name as messages say it: `macOS`, `Linux`, or `this system`.
    public var name: String {
        switch self {
        case .macOS: return "macOS"
        case .linux: return "Linux"
        case .other: return "this system"
        }
    }
}
