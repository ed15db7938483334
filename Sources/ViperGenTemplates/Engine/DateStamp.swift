import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `DATE`, `YEAR` and `TIME` macro values, formatted as Xcode does in en_US.
///
/// `date` is `M/d/yy` (`12/2/26`), `year` is `yyyy` (`2026`), `time` is `h:mm a` (`9:41 AM`).
/// Formatting is plain arithmetic on the Gregorian calendar, so it is identical on every
/// platform and independent of the process locale.
package struct DateStamp: Sendable, Equatable {
    /// The short date, `M/d/yy`.
    package let date: String
    /// The four-digit year.
    package let year: String
    /// The time of day, `h:mm a`.
    package let time: String

    /// Creates a stamp from already formatted strings.
    package init(date: String, year: String, time: String) {
        self.date = date
        self.year = year
        self.time = time
    }

    /// Creates a stamp from a calendar date and a time of day.
    init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
        let shortYear = year % 100
        self.date = "\(month)/\(day)/\(shortYear < 10 ? "0" : "")\(shortYear)"
        self.year = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        let hour12 = hour % 12 == 0 ? 12 : hour % 12
        let meridiem = hour < 12 ? "AM" : "PM"
        self.time = "\(hour12):\(minute < 10 ? "0" : "")\(minute) \(meridiem)"
    }

    /// Creates a stamp for a number of seconds since 1970-01-01T00:00:00Z, shifted by a
    /// time zone offset.
    init(secondsSinceEpoch: Int64, utcOffsetSeconds: Int = 0) {
        let local = secondsSinceEpoch + Int64(utcOffsetSeconds)
        let secondsPerDay: Int64 = 86_400
        var days = local / secondsPerDay
        var secondOfDay = local % secondsPerDay
        if secondOfDay < 0 {
            secondOfDay += secondsPerDay
            days -= 1
        }
        let civil = CivilDate(daysSinceEpoch: days)
        self.init(
            year: civil.year, month: civil.month, day: civil.day,
            hour: Int(secondOfDay / 3600), minute: Int(secondOfDay % 3600 / 60))
    }

    /// Creates a stamp for an instant as seen in a time zone.
    package init(instant: Date, timeZone: TimeZone) {
        let seconds = Int64(instant.timeIntervalSince1970.rounded(.down))
        self.init(
            secondsSinceEpoch: seconds, utcOffsetSeconds: timeZone.secondsFromGMT(for: instant))
    }

    /// Creates a stamp for an instant in the machine's local time zone (`TZ`, else
    /// /etc/localtime), read through the C library rather than Foundation's time zone data.
    package init(localInstant instant: Date) {
        let seconds = Int64(instant.timeIntervalSince1970.rounded(.down))
        self.init(
            secondsSinceEpoch: seconds,
            utcOffsetSeconds: LocalTimeZone.utcOffset(atSecondsSinceEpoch: seconds))
    }
}
