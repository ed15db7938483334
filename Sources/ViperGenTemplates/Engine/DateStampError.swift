/// Why a `--date` value or `SOURCE_DATE_EPOCH` could not be used.
public enum DateStampError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `--date` value is not a valid `YYYY-MM-DD` calendar date.
    case invalidDate(String)
    /// `SOURCE_DATE_EPOCH` is not a whole number of seconds in the supported range.
    case invalidSourceDateEpoch(String)

    /// A message that names the problem and the fix.
    public var description: String {
        switch self {
        case .invalidDate(let value):
            return "Invalid date '\(value)': expected YYYY-MM-DD, e.g. 2026-12-02"
        case .invalidSourceDateEpoch(let value):
            return "Invalid SOURCE_DATE_EPOCH '\(value)': expected a whole number of seconds "
                + "since 1970-01-01 UTC (e.g. 1796169600), or unset it"
        }
    }
}
