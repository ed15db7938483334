import ViperGenSystem

// Only Linux's pseudo-terminals are used, so only Glibc is imported: on macOS the type is a
// stand-in that opens nothing, and imports no C library.
#if canImport(Glibc)
    import Glibc
#endif

/// A pseudo-terminal, for tests that run viper-gen as a user at a terminal would: the program
/// gets the terminal side, the test types on the other side and reads what is shown.
package final class PseudoTerminal: @unchecked Sendable {
    /// The side the test types on and reads from.
    package let controller: Int32
    /// The side given to the program as its standard input and error.
    package let terminal: Int32

    /// Whether this platform's pseudo-terminals are used (Linux's).
    ///
    /// On macOS the pty tests are skipped: the same calls exist there, but the package's macOS
    /// check has no stand-in for them.
    package static var isAvailable: Bool { PseudoTerminalCalls.isAvailable }

    /// Opens a new pseudo-terminal (`posix_openpt`, `grantpt`, `unlockpt`, `ptsname`); nil
    /// when the system has none to give.
    package init?() {
        guard Self.isAvailable else { return nil }
        let controller = PseudoTerminalCalls.openController(PseudoTerminalCalls.readWrite)
        guard controller >= 0 else { return nil }
        guard PseudoTerminalCalls.grant(controller) == 0,
            PseudoTerminalCalls.unlock(controller) == 0,
            let name = PseudoTerminalCalls.terminalName(controller)
        else {
            PseudoTerminalCalls.close(controller)
            return nil
        }
        let terminal = PseudoTerminalCalls.open(name, PseudoTerminalCalls.readWrite)
        guard terminal >= 0 else {
            PseudoTerminalCalls.close(controller)
            return nil
        }
        self.controller = controller
        self.terminal = terminal
    }

    deinit {
        PseudoTerminalCalls.close(controller)
        PseudoTerminalCalls.close(terminal)
    }

    /// Types `text` as a user would.
    package func type(_ text: String) {
        type(bytes: Array(text.utf8))
    }

    /// Types `bytes` as they are, UTF-8 or not.
    package func type(bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes {
            PseudoTerminalCalls.write(controller, $0.baseAddress, bytes.count)
        }
    }

    /// Everything shown on the terminal until nothing arrives for `quiet` milliseconds.
    package func shown(quiet: Int32 = 200) -> String {
        var shown: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            guard PseudoTerminalCalls.readable(controller, within: quiet) else { break }
            let count = buffer.withUnsafeMutableBytes {
                PseudoTerminalCalls.read(controller, $0.baseAddress, $0.count)
            }
            guard count > 0 else { break }
            shown += buffer[0..<count]
        }
        return String(decoding: shown, as: UTF8.self)
    }

    /// Waits up to `timeout` milliseconds until the terminal shows `text`; everything shown.
    package func waitUntilShown(_ text: String, timeout: Int32 = 10_000) -> String {
        var shown = ""
        var waited: Int32 = 0
        while !shown.contains(text), waited < timeout {
            shown += self.shown(quiet: 100)
            waited += 100
        }
        return shown
    }

    /// The terminal side's settings now.
    package var mode: TerminalMode? { TerminalMode(of: terminal) }
}

/// The C calls a pseudo-terminal needs, on Linux; elsewhere nothing is opened.
///
/// Glibc declares `posix_openpt`, `grantpt`, `unlockpt` and `ptsname` only for `_XOPEN_SOURCE`,
/// which Swift's Glibc module does not define, so they are looked up in the C library.
private enum PseudoTerminalCalls {
    #if canImport(Glibc)
        static let isAvailable = true
        static let readWrite = O_RDWR | O_NOCTTY
        static let openController: @convention(c) (Int32) -> Int32 = symbol("posix_openpt")
        static let grant: @convention(c) (Int32) -> Int32 = symbol("grantpt")
        static let unlock: @convention(c) (Int32) -> Int32 = symbol("unlockpt")
        static let terminalName: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>? = symbol(
            "ptsname")

        /// Whether `descriptor` has bytes to read within `milliseconds`.
        static func readable(_ descriptor: Int32, within milliseconds: Int32) -> Bool {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            return poll(&ready, 1, milliseconds) == 1 && ready.revents & Int16(POLLIN) != 0
        }

        /// Opens the terminal side `name`.
        static func open(_ name: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
            Glibc.open(name, flags)
        }

        /// Closes `descriptor`.
        static func close(_ descriptor: Int32) { _ = Glibc.close(descriptor) }

        /// The C library's `write`.
        static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
            guard let buffer else { return 0 }
            return Glibc.write(descriptor, buffer, count)
        }

        /// The C library's `read`.
        static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
            -> Int
        {
            guard let buffer else { return 0 }
            return Glibc.read(descriptor, buffer, count)
        }

        /// The C library's function `name`, as `Function`.
        private static func symbol<Function>(_ name: String) -> Function {
            guard let library = dlopen(nil, RTLD_NOW), let address = dlsym(library, name) else {
                fatalError("the C library has no \(name)")
            }
            return unsafeBitCast(address, to: Function.self)
        }
    #else
        static let isAvailable = false
        static let readWrite: Int32 = 0
        static func openController(_ flags: Int32) -> Int32 { -1 }
        static func grant(_ descriptor: Int32) -> Int32 { -1 }
        static func unlock(_ descriptor: Int32) -> Int32 { -1 }
        static func terminalName(_ descriptor: Int32) -> UnsafeMutablePointer<CChar>? { nil }
        static func readable(_ descriptor: Int32, within milliseconds: Int32) -> Bool { false }
        static func open(_ name: UnsafePointer<CChar>, _ flags: Int32) -> Int32 { -1 }
        static func close(_ descriptor: Int32) {}
        static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
            0
        }
        static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
            -> Int
        { 0 }
    #endif
}
