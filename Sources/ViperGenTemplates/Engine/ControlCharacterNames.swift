/// The names of the control characters (Unicode's control aliases), which have no `name`
/// property of their own.
enum ControlCharacterNames {
    /// The name of `scalar` if it is a control character (category Cc), else nil.
    static func name(of scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x00...0x1F: return c0[Int(scalar.value)]
        case 0x7F: return "DELETE"
        case 0x80...0x9F: return c1[Int(scalar.value - 0x80)]
        default: return nil
        }
    }

    /// U+0000 to U+001F.
    private static let c0 = [
        "NULL", "START OF HEADING", "START OF TEXT", "END OF TEXT", "END OF TRANSMISSION",
        "ENQUIRY", "ACKNOWLEDGE", "ALERT", "BACKSPACE", "CHARACTER TABULATION", "LINE FEED",
        "LINE TABULATION", "FORM FEED", "CARRIAGE RETURN", "SHIFT OUT", "SHIFT IN",
        "DATA LINK ESCAPE", "DEVICE CONTROL ONE", "DEVICE CONTROL TWO", "DEVICE CONTROL THREE",
        "DEVICE CONTROL FOUR", "NEGATIVE ACKNOWLEDGE", "SYNCHRONOUS IDLE",
        "END OF TRANSMISSION BLOCK", "CANCEL", "END OF MEDIUM", "SUBSTITUTE", "ESCAPE",
        "INFORMATION SEPARATOR FOUR", "INFORMATION SEPARATOR THREE", "INFORMATION SEPARATOR TWO",
        "INFORMATION SEPARATOR ONE",
    ]

    /// U+0080 to U+009F.
    private static let c1 = [
        "PADDING CHARACTER", "HIGH OCTET PRESET", "BREAK PERMITTED HERE", "NO BREAK HERE",
        "INDEX", "NEXT LINE", "START OF SELECTED AREA", "END OF SELECTED AREA",
        "CHARACTER TABULATION SET", "CHARACTER TABULATION WITH JUSTIFICATION",
        "LINE TABULATION SET", "PARTIAL LINE FORWARD", "PARTIAL LINE BACKWARD",
        "REVERSE LINE FEED", "SINGLE SHIFT TWO", "SINGLE SHIFT THREE", "DEVICE CONTROL STRING",
        "PRIVATE USE ONE", "PRIVATE USE TWO", "SET TRANSMIT STATE", "CANCEL CHARACTER",
        "MESSAGE WAITING", "START OF GUARDED AREA", "END OF GUARDED AREA", "START OF STRING",
        "SINGLE GRAPHIC CHARACTER INTRODUCER", "SINGLE CHARACTER INTRODUCER",
        "CONTROL SEQUENCE INTRODUCER", "STRING TERMINATOR", "OPERATING SYSTEM COMMAND",
        "PRIVACY MESSAGE", "APPLICATION PROGRAM COMMAND",
    ]
}
