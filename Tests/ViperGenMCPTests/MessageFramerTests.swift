import Testing
import ViperGenMCP

/// The stdio stream split into messages: one per line, however the bytes arrive.
@Suite("MCP message framer")
struct MessageFramerTests {
    /// The message frame of `text`.
    private static func message(_ text: String) -> MessageFramer.Frame {
        .message(Array(text.utf8))
    }

    @Test func aMessageDeliveredByteByByteIsOneFrame() {
        var framer = MessageFramer(limit: 100)
        var frames: [MessageFramer.Frame] = []
        for byte in Array(#"{"a":1}"#.utf8) + [0x0A] + Array("é\n".utf8) {
            frames += framer.frames(after: [byte])
        }
        #expect(frames == [Self.message(#"{"a":1}"#), Self.message("é")])
    }

    @Test func aMessageSplitAcrossChunksIsJoined() {
        var framer = MessageFramer(limit: 100)
        #expect(framer.frames(after: Array("{\"a\"".utf8)) == [])
        #expect(framer.frames(after: Array(":1}\n{\"b\"".utf8)) == [Self.message(#"{"a":1}"#)])
        #expect(framer.frames(after: Array(":2}\r".utf8)) == [])
        #expect(framer.frames(after: Array("\n".utf8)) == [Self.message(#"{"b":2}"#)])
    }

    @Test func crLFEndsALineAndBlankLinesAreSkipped() {
        var framer = MessageFramer(limit: 100)
        #expect(
            framer.frames(after: Array("a\r\n\n\r\n  \t\nb\n \r\n".utf8))
                == [Self.message("a"), Self.message("b")])
        // A carriage return inside a line stays; only the one before the break goes.
        #expect(framer.frames(after: Array("c\rd\r\r\n".utf8)) == [Self.message("c\rd\r")])
    }

    @Test func severalMessagesInOneChunkAreSeveralFrames() {
        var framer = MessageFramer(limit: 100)
        #expect(
            framer.frames(after: Array("1\n22\n333\n4".utf8))
                == [Self.message("1"), Self.message("22"), Self.message("333")])
        #expect(framer.finish() == [Self.message("4")])
    }

    @Test func finishGivesTheLastLineWithoutABreakOrNothing() {
        var framer = MessageFramer(limit: 100)
        #expect(framer.frames(after: Array("last".utf8)) == [])
        #expect(framer.finish() == [Self.message("last")])
        #expect(framer.finish() == [])
        var blank = MessageFramer(limit: 100)
        #expect(blank.frames(after: Array("x\n  ".utf8)) == [Self.message("x")])
        #expect(blank.finish() == [])
    }

    @Test func aLineOfExactlyTheLimitIsAMessage() {
        var framer = MessageFramer(limit: 8)
        #expect(
            framer.frames(after: Array("12345678\n123456789\n".utf8))
                == [Self.message("12345678"), .oversized(byteCount: 9)])
    }

    @Test func aLineOfExactlyTheLimitEndedByCRLFIsAMessage() {
        // The limit is on the message, without its line break: `\r\n` ends a line as `\n` does.
        var framer = MessageFramer(limit: 8)
        #expect(framer.frames(after: Array("12345678\r\n".utf8)) == [Self.message("12345678")])
        #expect(framer.frames(after: Array("1234567\r\n".utf8)) == [Self.message("1234567")])
        // A `\r` not followed by `\n` is part of the message, and counts.
        #expect(framer.frames(after: Array("12345678\rx\n".utf8)) == [.oversized(byteCount: 10)])
        #expect(
            framer.frames(after: Array("123456789\r\n".utf8)) == [.oversized(byteCount: 9)])
    }

    @Test func aLineOverTheLimitIsDroppedWithItsLengthAndTheNextIsRead() {
        var framer = MessageFramer(limit: 8)
        #expect(
            framer.frames(after: Array("123456789\nok\n".utf8))
                == [.oversized(byteCount: 9), Self.message("ok")])
        var chunked = MessageFramer(limit: 8)
        var frames: [MessageFramer.Frame] = []
        for chunk in ["12345", "67890", "abcdefghij", "\nne", "xt\n"] {
            frames += chunked.frames(after: Array(chunk.utf8))
        }
        #expect(frames == [.oversized(byteCount: 20), Self.message("next")])
        #expect(chunked.frames(after: Array(String(repeating: "z", count: 30).utf8)) == [])
        #expect(chunked.finish() == [.oversized(byteCount: 30)])
    }
}
