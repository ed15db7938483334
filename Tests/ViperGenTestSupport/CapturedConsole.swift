import Foundation
import ViperGenKit

/// A console whose stdout and stderr are collected in memory.
package final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""

    /// An empty console.
    package init() {}

    /// What was written to stdout.
    package var out: String { lock.withLock { outText } }
    /// What was written to stderr.
    package var err: String { lock.withLock { errText } }

    /// The console to pass to the CLI or to a Kit command.
    package var console: Console {
        Console(
            out: { text in self.lock.withLock { self.outText += text } },
            err: { text in self.lock.withLock { self.errText += text } })
    }
}
