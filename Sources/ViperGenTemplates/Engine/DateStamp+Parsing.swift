#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DateStamp {
    /// The largest accepted `SOURCE_DATE_EPOCH`: 9999-12-31T23:59:59Z.
    static let maximumEpochSeconds: Int64 = 253_402_300_799

    /// Parses a `--date` value: exactly `YYYY-MM-DD`, a real calendar date, year 0001–9999.
    ///
    /// The time of day is midnight UTC (`12:00 AM`).
    package static func parsingDateFlag(_ value: String) throws -> DateStamp {
        let bytes = Array(value.utf8)
        let dash = UInt8(ascii: "-")
        guard bytes.count == 10, bytes[4] == dash, bytes[7] == dash,
            let year = decimal(bytes[0..<4]), let month = decimal(bytes[5..<7]),
            let day = decimal(bytes[8..<10]), year >= 1
        else {
            throw DateStampError.invalidDate(value)
        }
        guard (1...12).contains(month) else {
            throw DateStampError.noSuchMonth(value, month: month)
        }
        let days = CivilDate.daysInMonth(month, year: year)
        guard (1...days).contains(day) else {
            throw DateStampError.noSuchDay(value, month: month, year: year, days: days)
        }
        return DateStamp(year: year, month: month, day: day)
    }

    /// Parses `SOURCE_DATE_EPOCH`: a non-negative whole number of seconds, formatted in UTC.
    ///
    /// Surrounding whitespace (such as a trailing newline from `date +%s`) is ignored.
    package static func parsingSourceDateEpoch(_ value: String) throws -> DateStamp {
        let trimmed = Whitespace.trimmed(value)
        let bytes = Array(trimmed.utf8)
        guard !bytes.isEmpty, bytes.count <= 12, let seconds = decimal(bytes[...]),
            Int64(seconds) <= maximumEpochSeconds
        else {
            throw DateStampError.invalidSourceDateEpoch(value)
        }
        return DateStamp(secondsSinceEpoch: Int64(seconds))
    }

    /// Picks the stamp for a run: `--date` first, then `SOURCE_DATE_EPOCH` (if set and not
    /// empty), then `now` in `timeZone`, by default the machine's (read only when needed).
    package static func resolve(
        dateFlag: String?,
        environment: [String: String],
        now: Date,
        timeZone: TimeZone? = nil
    ) throws -> DateStamp {
        if let dateFlag {
            return try parsingDateFlag(dateFlag)
        }
        if let epoch = environment["SOURCE_DATE_EPOCH"], !epoch.isEmpty {
            return try parsingSourceDateEpoch(epoch)
        }
        guard let timeZone else { return DateStamp(localInstant: now) }
        return DateStamp(instant: now, timeZone: timeZone)
    }

    /// The value of ASCII decimal digits, or `nil` if any byte is not a digit.
    private static func decimal(_ digits: ArraySlice<UInt8>) -> Int? {
        var result = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            result = result * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return result
    }
}
