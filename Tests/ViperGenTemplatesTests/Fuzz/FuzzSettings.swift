import Foundation

/// How many fuzz cases to run and from which seed, read from the environment.
///
/// `VIPER_GEN_FUZZ_CASES` (default 2000), `VIPER_GEN_FUZZ_SEED` (decimal or `0x` hex, default
/// fixed) and `VIPER_GEN_FUZZ_CASE` (run only that case index, to replay a failure).
struct FuzzSettings {
    /// The seed used when `VIPER_GEN_FUZZ_SEED` is not set.
    static let defaultSeed: UInt64 = 0x5EED_0F_F022

    /// The number of cases of each fuzz test.
    let caseCount: Int
    /// The run seed; each case derives its own seed from it.
    let seed: UInt64
    /// The only case index to run, when replaying one failure.
    let onlyCase: Int?

    /// The case indices to run.
    var caseIndices: [Int] {
        onlyCase.map { [$0] } ?? Array(0..<caseCount)
    }

    /// The settings from the process environment.
    static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> FuzzSettings {
        FuzzSettings(
            caseCount: environment["VIPER_GEN_FUZZ_CASES"].flatMap { Int($0) } ?? 2000,
            seed: environment["VIPER_GEN_FUZZ_SEED"].flatMap(parseSeed) ?? defaultSeed,
            onlyCase: environment["VIPER_GEN_FUZZ_CASE"].flatMap { Int($0) })
    }

    /// The command-line prefix that replays case `index` of this run.
    func replayHint(caseIndex index: Int) -> String {
        "replay: VIPER_GEN_FUZZ_SEED=\(Self.hex(seed)) VIPER_GEN_FUZZ_CASE=\(index) "
            + "swift test --filter Fuzz"
    }

    /// A seed as `0x` hex.
    static func hex(_ seed: UInt64) -> String {
        "0x" + String(seed, radix: 16, uppercase: true)
    }

    private static func parseSeed(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") {
            return UInt64(trimmed.dropFirst(2), radix: 16)
        }
        return UInt64(trimmed)
    }
}
