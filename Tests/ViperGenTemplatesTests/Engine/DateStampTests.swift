import Foundation
import Testing

@testable import ViperGenTemplates

@Suite struct DateStampTests {
    @Test func dateFlagFormatsLikeXcode() throws {
        let stamp = try DateStamp.parsingDateFlag("2026-12-02")
        #expect(stamp == DateStamp(date: "12/2/26", year: "2026", time: "12:00 AM"))
    }

    @Test(arguments: [
        ("2005-01-09", "1/9/05", "2005"), ("2024-02-29", "2/29/24", "2024"),
        ("2000-02-29", "2/29/00", "2000"), ("0987-11-30", "11/30/87", "0987"),
    ])
    func dateFlagValues(flag: String, date: String, year: String) throws {
        let stamp = try DateStamp.parsingDateFlag(flag)
        #expect(stamp.date == date)
        #expect(stamp.year == year)
    }

    @Test(arguments: [
        "2026-12-2", "26-12-02", "2026/12/02", "2026-12-02T00:00", " 2026-12-02", "",
        "0000-01-01", "२०२६-12-02", "+026-12-02",
    ])
    func invalidDateFlags(flag: String) {
        #expect(throws: DateStampError.invalidDate(flag)) {
            try DateStamp.parsingDateFlag(flag)
        }
    }

    @Test(arguments: [
        ("2026-13-01", DateStampError.noSuchMonth("2026-13-01", month: 13)),
        ("2026-00-10", DateStampError.noSuchMonth("2026-00-10", month: 0)),
        ("2026-02-29", DateStampError.noSuchDay("2026-02-29", month: 2, year: 2026, days: 28)),
        ("1900-02-29", DateStampError.noSuchDay("1900-02-29", month: 2, year: 1900, days: 28)),
        ("2026-04-31", DateStampError.noSuchDay("2026-04-31", month: 4, year: 2026, days: 30)),
        ("2026-04-00", DateStampError.noSuchDay("2026-04-00", month: 4, year: 2026, days: 30)),
    ])
    func datesNotOnTheCalendarNameTheMonthOrDay(flag: String, error: DateStampError) {
        #expect(throws: error) { try DateStamp.parsingDateFlag(flag) }
    }

    @Test func invalidDateMessages() {
        #expect(
            DateStampError.invalidDate("2026/12/02").description
                == "Invalid date '2026/12/02': expected YYYY-MM-DD, e.g. 2026-12-02")
        #expect(
            DateStampError.noSuchMonth("2026-13-01", month: 13).description
                == "Invalid date '2026-13-01': there is no month 13; months run from 01 to 12 "
                + "(YYYY-MM-DD, e.g. 2026-12-02)")
        #expect(
            DateStampError.noSuchDay("2026-02-30", month: 2, year: 2026, days: 28).description
                == "Invalid date '2026-02-30': February 2026 has 28 days; use a day from 01 to "
                + "28 (e.g. 2026-02-28)")
    }

    @Test(arguments: [
        ("0", "1/1/70", "1970", "12:00 AM"),
        ("1796169600", "12/2/26", "2026", "12:00 AM"),
        ("1796211660\n", "12/2/26", "2026", "11:41 AM"),
        ("1796215260", "12/2/26", "2026", "12:41 PM"),
        ("951782400", "2/29/00", "2000", "12:00 AM"),
        ("253402300799", "12/31/99", "9999", "11:59 PM"),
    ])
    func sourceDateEpoch(value: String, date: String, year: String, time: String) throws {
        #expect(
            try DateStamp.parsingSourceDateEpoch(value)
                == DateStamp(date: date, year: year, time: time))
    }

    @Test(arguments: ["-1", "1.5", "abc", "", "253402300800", "1e9", "0x10", "99999999999999"])
    func invalidSourceDateEpoch(value: String) {
        #expect(throws: DateStampError.invalidSourceDateEpoch(value)) {
            try DateStamp.parsingSourceDateEpoch(value)
        }
    }

    @Test func invalidSourceDateEpochMessage() {
        #expect(
            DateStampError.invalidSourceDateEpoch("x").description
                == "Invalid SOURCE_DATE_EPOCH 'x': expected a whole number of seconds since "
                + "1970-01-01 UTC (e.g. 1796169600), or unset it")
    }

    @Test func nowUsesTheLocalTimeZone() throws {
        let instant = Date(timeIntervalSince1970: 1_796_204_460)  // 2026-12-02 09:41 UTC
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        #expect(
            DateStamp(instant: instant, timeZone: tokyo)
                == DateStamp(date: "12/2/26", year: "2026", time: "6:41 PM"))
        #expect(
            DateStamp(instant: instant, timeZone: newYork)
                == DateStamp(date: "12/2/26", year: "2026", time: "4:41 AM"))
    }

    @Test func resolvePrefersFlagThenEpochThenNow() throws {
        let now = Date(timeIntervalSince1970: 0)
        let utc = try #require(TimeZone(identifier: "UTC"))
        let environment = ["SOURCE_DATE_EPOCH": "1796169600"]
        let fromFlag = try DateStamp.resolve(
            dateFlag: "2030-06-15", environment: environment, now: now, timeZone: utc)
        #expect(fromFlag.date == "6/15/30")
        let fromEpoch = try DateStamp.resolve(
            dateFlag: nil, environment: environment, now: now, timeZone: utc)
        #expect(fromEpoch.date == "12/2/26")
        let fromNow = try DateStamp.resolve(
            dateFlag: nil, environment: ["SOURCE_DATE_EPOCH": ""], now: now, timeZone: utc)
        #expect(fromNow == DateStamp(date: "1/1/70", year: "1970", time: "12:00 AM"))
    }

    @Test func resolveReportsInvalidInputs() {
        #expect(throws: DateStampError.invalidDate("tomorrow")) {
            try DateStamp.resolve(dateFlag: "tomorrow", environment: [:], now: Date())
        }
        #expect(throws: DateStampError.invalidSourceDateEpoch("soon")) {
            try DateStamp.resolve(
                dateFlag: nil, environment: ["SOURCE_DATE_EPOCH": "soon"], now: Date())
        }
    }
}
