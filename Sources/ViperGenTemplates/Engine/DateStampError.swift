import ViperGenSystem

/// Why a `--date` value or `SOURCE_DATE_EPOCH` could not be used.
package enum DateStampError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `--date` value is not a valid `YYYY-MM-DD` calendar date.
    case invalidDate(String)
    /// The `--date` value's month is not 01–12.
    case noSuchMonth(String, month: Int)
    /// The `--date` value's day is past the end of its month (`2026-02-30`).
    case noSuchDay(String, month: Int, year: Int, days: Int)
    /// `SOURCE_DATE_EPOCH` is not a whole number of seconds in the supported range.
    case invalidSourceDateEpoch(String)

    /// The months' English names, January first.
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]

    /// A message that names the problem and the fix.
    package var description: String {
        switch self {
        case .invalidDate(let value):
            return "Invalid date \(EchoedValue(value)): expected YYYY-MM-DD, e.g. 2026-12-02"
        case .noSuchMonth(let value, let month):
            return "Invalid date \(EchoedValue(value)): there is no month \(month); months run "
                + "from 01 to 12 (YYYY-MM-DD, e.g. 2026-12-02)"
        case .noSuchDay(let value, let month, let year, let days):
            let name = Self.monthNames[month - 1]
            return "Invalid date \(EchoedValue(value)): \(name) \(year) has \(days) days; use a "
                + "day from 01 to \(days) (e.g. \(value.prefix(8))\(days))"
        case .invalidSourceDateEpoch(let value):
            return "Invalid SOURCE_DATE_EPOCH \(EchoedValue(value)): expected a whole number of "
                + "seconds since 1970-01-01 UTC (e.g. 1796169600), or unset it"
        }
    }
}

extension DateStampError: ExitCodeError {
    /// A bad date is a bad command line: 64.
    package var exitCode: ExitCode { .usage }
}
