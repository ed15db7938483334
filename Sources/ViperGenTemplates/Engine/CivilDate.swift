/// A proleptic Gregorian calendar date computed from a day count (Howard Hinnant's algorithm).
struct CivilDate: Equatable {
    /// The year (2026).
    let year: Int
    /// The month, 1–12.
    let month: Int
    /// The day of the month, 1–31.
    let day: Int

    /// Converts days since 1970-01-01 to a calendar date.
    init(daysSinceEpoch: Int64) {
        let shifted = daysSinceEpoch + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra =
            (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let marchMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * marchMonth + 2) / 5 + 1
        let month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9
        self.year = Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0))
        self.month = Int(month)
        self.day = Int(day)
    }

    /// The number of days in a month of a year.
    static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2:
            let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
            return isLeap ? 29 : 28
        case 4, 6, 9, 11:
            return 30
        default:
            return 31
        }
    }
}
