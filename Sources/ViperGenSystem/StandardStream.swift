#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Standard output or standard error, written with `write(2)` so that a closed pipe or a full
/// disk is an error to report, never a crash.
public enum StandardStream: Sendable {
    /// Standard output.
    case output
    /// Standard error.
    case error

    private var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    /// Whether the stream is a terminal.
    public var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Whether someone can be asked: standard input and standard error are both terminals.
    public static var canAsk: Bool { isatty(standardInput) == 1 && error.isTerminal }

    /// Standard input's descriptor, 0 on every POSIX system.
    private static let standardInput: Int32 = 0

    /// Writes all of `bytes`; returns the `errno` of a failed write (EPIPE, ENOSPC), or nil.
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                guard let start = buffer.baseAddress else { return 0 }
                return systemWrite(descriptor, start + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}

extension StandardStream {
    /// The next bytes on standard input, at most `count`, waiting until some arrive: empty at
    /// the end of the input, nil when reading fails.
    public static func readInput(upTo count: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let read = buffer.withUnsafeMutableBytes {
                systemRead(standardInput, $0.baseAddress, count)
            }
            if read >= 0 { return Array(buffer.prefix(read)) }
            if errno != EINTR { return nil }
        }
    }
}

/// The C library's `read`, named apart from `StandardStream.readInput`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
    -> Int
{
    read(descriptor, buffer, count)
}

/// The C library's `write`, named apart from `StandardStream.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
