import ViperGenSystem
import ViperGenText

/// The server on the process's standard streams: the stdio transport.
extension MCPServer {
    /// The most bytes one message may have: far beyond any call's arguments.
    package static let messageLimit = 4 * 1024 * 1024

    /// Serves the messages on standard input until it ends, writing each reply on standard
    /// output as one line; returns false when reading or writing failed (a closed pipe).
    package mutating func serveStandardStreams() -> Bool {
        var framer = MessageFramer(limit: Self.messageLimit)
        while true {
            guard let bytes = StandardStream.readInput(upTo: 64 * 1024) else { return false }
            let frames = bytes.isEmpty ? framer.finish() : framer.frames(after: bytes)
            for frame in frames {
                for reply in replies(to: frame) {
                    guard StandardStream.output.write(Array((reply.text + "\n").utf8)) == nil else {
                        return false
                    }
                }
            }
            if bytes.isEmpty { return true }
        }
    }
}
