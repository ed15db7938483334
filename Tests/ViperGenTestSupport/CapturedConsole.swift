import Foundation

@testable import ViperGenKit

/// A console whose stdout and stderr are collected in memory.
package final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""

    /// What was written to stdout.
    package var out: String { lock.withLock { outText } }
    /// What was written to stderr.
    package var err: String { lock.withLock { errText } }

    /// A console that has collected nothing yet.
    package init() {}

    /// The console to pass to the CLI.
    package var console: Console {
        Console(
            out: { text in self.lock.withLock { self.outText += text } },
            err: { text in self.lock.withLock { self.errText += text } })
    }
}
