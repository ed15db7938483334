/// Why bytes are not a property list viper-gen can read; ``reason(in:)`` words it for the
/// message about the file.
package enum PropertyListReadError: Error, Equatable, Sendable {
    /// Foundation cannot read the bytes as a property list in any format.
    case notAPropertyList
    /// Text that is not valid in its encoding: the first bad byte, its offset and its line.
    case invalidText(encoding: String, byte: UInt8, offset: Int, line: Int)
    /// A value nested deeper than ``PropertyListValue/maximumDepth``: what it is (`<array>`,
    /// `'('`, `an array`) and where (`line 70`, `byte offset 1234`).
    case tooDeep(what: String, place: String)
    /// A binary property list's container (`array`) that holds itself, at a byte offset.
    case holdsItself(container: String, offset: Int)
    /// A binary property list whose shared values add up to more than
    /// ``BinaryPropertyListCheck/maximumValueCount`` values.
    case tooManyValues

    /// What is wrong and, for a damaged or hostile file, that it is one; `kind` names the
    /// kind of file (`TemplateInfo.plist`).
    package func reason(in kind: String) -> String {
        let hostile = "the file is damaged or hostile"
        switch self {
        case .notAPropertyList:
            return "it is not a property list"
        case .invalidText(let encoding, let byte, let offset, let line):
            let hex = String(byte, radix: 16, uppercase: true)
            return "it is not valid \(encoding) text: byte 0x\(hex.count < 2 ? "0" : "")\(hex) "
                + "at line \(line) (byte offset \(offset)) is not valid; save the file as UTF-8"
        case .tooDeep(let what, let place):
            return "\(what) is nested more than \(PropertyListValue.maximumDepth) levels deep at "
                + "\(place): a real \(kind) is never that deep; \(hostile)"
        case .holdsItself(let container, let offset):
            return "the \(container) at byte offset \(offset) holds itself: a real \(kind) never "
                + "does; \(hostile)"
        case .tooManyValues:
            return "its shared values add up to more than "
                + "\(BinaryPropertyListCheck.maximumValueCount) values: a real \(kind) never "
                + "holds that many; \(hostile)"
        }
    }
}
