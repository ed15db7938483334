import ViperGenSystem
import ViperGenText

/// A path or name from the system that is not valid UTF-8, refused before anything is read or
/// written: decoded with replacement characters it would name another file.
package struct NonUTF8PathError: Error, Equatable, CustomStringConvertible {
    /// What held the bytes.
    package enum Source: Equatable, Sendable {
        /// The working folder.
        case currentDirectory
        /// The command-line argument at this 1-based position.
        case argument(Int)
    }

    /// Where the bytes came from.
    package let source: Source
    /// The bytes as the system gave them.
    package let bytes: [UInt8]

    /// Creates the error for `bytes` from `source`.
    package init(source: Source, bytes: [UInt8]) {
        self.source = source
        self.bytes = bytes
    }

    /// The message: what, the bytes with each invalid one shown as `\xFF`, and what to do.
    package var description: String {
        let shown = "'\(Self.escaped(bytes))'"
        switch source {
        case .currentDirectory:
            return "The current folder's path \(shown) is not valid UTF-8, and viper-gen works "
                + "with UTF-8 paths only (it would write to a folder of another name). Rename "
                + "the folder with a UTF-8 name, or run viper-gen from another folder."
        case .argument(let position):
            return "Argument \(position), \(shown), is not valid UTF-8, and viper-gen takes "
                + "names and paths as UTF-8 text only (it would write to a file of another "
                + "name). Rename the folder or file with a UTF-8 name and pass that."
        }
    }

    /// The bytes as text: valid UTF-8 runs as ``EchoedValue`` escapes them, every other byte as
    /// `\xHH`.
    static func escaped(_ bytes: [UInt8]) -> String {
        var text = ""
        var run: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if let length = validSequenceLength(in: bytes, at: index) {
                run += bytes[index..<(index + length)]
                index += length
            } else {
                text += EchoedValue.escaped(String(decoding: run, as: UTF8.self))
                run = []
                text += "\\x" + String(bytes[index], radix: 16, uppercase: true)
                index += 1
            }
        }
        return text + EchoedValue.escaped(String(decoding: run, as: UTF8.self))
    }

    /// The length of the valid UTF-8 sequence of one scalar starting at `index`, or nil.
    private static func validSequenceLength(in bytes: [UInt8], at index: Int) -> Int? {
        (1...4).first { length in
            index + length <= bytes.count
                && String(strictUTF8: bytes[index..<(index + length)]) != nil
        }
    }
}

extension NonUTF8PathError: ExitCodeError {
    /// An argument or path that is not UTF-8 is bad input data: 65.
    package var exitCode: ExitCode { .badTemplate }
}
