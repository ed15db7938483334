/// Writes strings the way Xcode writes them in project files: bare when they consist of
/// `[A-Za-z0-9_$./]` only, quoted and escaped otherwise.
enum PlistQuoting {
    /// `text` as Xcode would write it as a value.
    static func quoted(_ text: String) -> String {
        if !text.isEmpty, text.utf8.allSatisfy(isBare), !text.contains("//"),
            !text.contains("___")
        {
            return text
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "_$./".utf8.contains(byte)
        }
    }
}
