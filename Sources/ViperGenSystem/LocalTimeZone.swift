#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The machine's local time zone as the C library reads it (`TZ`, else /etc/localtime).
public enum LocalTimeZone {
    /// Seconds east of UTC in the local time zone at `secondsSinceEpoch` (0 when unknown).
    public static func utcOffset(atSecondsSinceEpoch secondsSinceEpoch: Int64) -> Int {
        var time = time_t(secondsSinceEpoch)
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return 0 }
        return Int(parts.tm_gmtoff)
    }
}
