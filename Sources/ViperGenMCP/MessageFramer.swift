/// Splits the bytes of a stdio stream into its messages: one per line, each at most `limit`
/// bytes, so a client that never sends a line break cannot make the server hold unbounded input.
package struct MessageFramer {
    /// A piece of the stream.
    package enum Frame: Equatable, Sendable {
        /// One message's bytes, without its line break (or `\r\n`).
        case message([UInt8])
        /// A line longer than the limit, dropped: its length in bytes.
        case oversized(byteCount: Int)
    }

    /// The most bytes one message may have.
    package let limit: Int
    /// The bytes of the line read so far.
    private var line: [UInt8] = []
    /// The length of the oversized line being dropped, or nil while reading a line.
    private var dropped: Int?
    /// Whether the last byte dropped was a `\r`, which a `\n` makes part of the line break.
    private var droppedCarriageReturn = false

    /// A framer for messages of at most `limit` bytes.
    package init(limit: Int) {
        self.limit = limit
    }

    /// The messages that `bytes`, the stream's next bytes, complete; blank lines are skipped.
    package mutating func frames(after bytes: some Collection<UInt8>) -> [Frame] {
        var frames: [Frame] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                frames += endOfLine()
            } else if let count = dropped {
                dropped = count + 1
                droppedCarriageReturn = byte == UInt8(ascii: "\r")
            } else if line.count > limit || (line.count == limit && byte != UInt8(ascii: "\r")) {
                // A `\r` past the limit may still end the line as its `\r\n`.
                dropped = line.count + 1
                droppedCarriageReturn = byte == UInt8(ascii: "\r")
                line = []
            } else {
                line.append(byte)
            }
        }
        return frames
    }

    /// The last message, when the stream ended without a line break after it.
    package mutating func finish() -> [Frame] {
        endOfLine()
    }

    /// The line just ended as a frame, if it is one.
    private mutating func endOfLine() -> [Frame] {
        defer {
            line = []
            dropped = nil
            droppedCarriageReturn = false
        }
        if let count = dropped {
            return [.oversized(byteCount: droppedCarriageReturn ? count - 1 : count)]
        }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        let blank = line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        return blank ? [] : [.message(line)]
    }
}
