import Foundation

@testable import ViperGenKit

/// A console whose stdout and stderr are collected in memory.
final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""

    /// What was written to stdout.
    var out: String { lock.withLock { outText } }
    /// What was written to stderr.
    var err: String { lock.withLock { errText } }

    /// The console to pass to the CLI.
    var console: Console {
        Console(
            out: { text in self.lock.withLock { self.outText += text } },
            err: { text in self.lock.withLock { self.errText += text } })
    }
}
