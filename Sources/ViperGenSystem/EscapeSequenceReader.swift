/// Reads a terminal escape sequence byte by byte, from its ESC to its end.
///
/// The sequences are those of ECMA-48, so that none of their bytes is ever taken for typed text:
///
/// - CSI (`ESC [`, then parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F and one final
///   byte 0x40–0x7E): the arrows, Home, End, Delete, function keys, a bracketed paste's marks;
/// - SS3 (`ESC O` and one byte): the arrows and F1–F4 in application mode;
/// - control strings (`ESC ]` OSC, `ESC P` DCS, `ESC X` SOS, `ESC ^` PM, `ESC _` APC) up to
///   their terminator, BEL or ST (`ESC \`);
/// - any other escape: intermediate bytes 0x20–0x2F, then one final byte (`ESC c`, Alt-x).
///
/// A control byte that cannot belong to the sequence (Return, Ctrl-C, ...) ends it unfinished
/// and is handed back, so that a stray ESC never swallows the keys that end the prompt.
struct EscapeSequenceReader: Sendable, Equatable {
    /// What a byte did to the sequence.
    enum Step: Equatable {
        /// The sequence goes on.
        case pending
        /// The sequence ended with its final byte; `parameters` are a CSI's parameter bytes
        /// (empty for the others), `final` is 0 for a control string.
        case finished(final: UInt8, parameters: String, introducer: UInt8)
        /// The byte is no part of an escape sequence: the sequence is dropped unfinished, and
        /// the byte is to be taken as typed.
        case abandoned(UInt8)
    }

    /// The bytes read so far, ESC first.
    private var bytes: [UInt8] = [0x1B]

    /// A sequence whose ESC has just been read.
    init() {}

    /// The control-string introducers: OSC, DCS, SOS, PM, APC.
    private static let stringIntroducers: Set<UInt8> = [0x5D, 0x50, 0x58, 0x5E, 0x5F]

    /// Takes the next byte.
    mutating func take(_ byte: UInt8) -> Step {
        let introducer = bytes.count > 1 ? bytes[1] : nil
        if let introducer, Self.stringIntroducers.contains(introducer) {
            return takeStringByte(byte, introducer: introducer)
        }
        // Return, Ctrl-C, Ctrl-D and the like are keys, not parts of a sequence.
        guard (0x20...0x7E).contains(byte) else {
            return byte == 0x1B ? restart() : .abandoned(byte)
        }
        bytes.append(byte)
        switch introducer {
        case nil:
            // ESC [ and ESC O open a sequence, control strings wait for their end, 0x20–0x2F
            // are intermediates of an escape whose final byte follows; anything else ends it.
            if byte == 0x5B || byte == 0x4F || Self.stringIntroducers.contains(byte)
                || (0x20...0x2F).contains(byte)
            {
                return .pending
            }
            return .finished(final: byte, parameters: "", introducer: byte)
        case 0x5B:
            guard (0x40...0x7E).contains(byte) else { return .pending }
            let parameters = bytes.dropFirst(2).dropLast().filter { (0x30...0x3F).contains($0) }
            return .finished(
                final: byte, parameters: String(decoding: parameters, as: UTF8.self),
                introducer: 0x5B)
        case 0x4F:
            return .finished(final: byte, parameters: "", introducer: 0x4F)
        default:
            // An escape with intermediates: it ends at the first byte that is not one.
            guard (0x20...0x2F).contains(byte) else {
                return .finished(final: byte, parameters: "", introducer: bytes[1])
            }
            return .pending
        }
    }

    /// Takes a byte of a control string, which BEL or ST ends.
    ///
    /// Return, Ctrl-C and Ctrl-D leave it, and an ESC not followed by `\` starts a new
    /// sequence. Only whether the last byte was ESC is kept, however long the string.
    private mutating func takeStringByte(_ byte: UInt8, introducer: UInt8) -> Step {
        let afterEscape = bytes.count > 2
        if afterEscape, byte != 0x5C {
            bytes = [0x1B]
            return take(byte)
        }
        if byte == 0x07 || afterEscape {
            return .finished(final: 0, parameters: "", introducer: introducer)
        }
        switch byte {
        case 0x0D, 0x0A, 0x03, 0x04:
            return .abandoned(byte)
        case 0x1B:
            bytes = [0x1B, introducer, 0x1B]
            return .pending
        default:
            return .pending
        }
    }

    /// A second ESC before the first sequence ended starts a new one.
    private mutating func restart() -> Step {
        bytes = [0x1B]
        return .pending
    }
}
