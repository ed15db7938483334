import ViperGenSystem

/// Why a record under `.viper-gen/` cannot be used.
public enum RecordError: Error, Equatable, CustomStringConvertible {
    /// The record is not what viper-gen writes.
    case malformed(file: String, reason: String)
    /// A newer viper-gen wrote it.
    case newerVersion(file: String, version: Int)

    /// A message naming the file, the problem and the fix.
    public var description: String {
        switch self {
        case .malformed(let file, let reason):
            return "\(EchoedValue.escaped(file)) cannot be read: \(EchoedValue.escaped(reason)). "
                + "Restore it from version control (records are meant to be committed), or "
                + "delete it to treat the module as made by hand."
        case .newerVersion(let file, let version):
            return "\(EchoedValue.escaped(file)) has record version \(version), newer than this "
                + "viper-gen reads (\(GenerationRecord.currentVersion)). Update viper-gen."
        }
    }
}

extension RecordError: ExitCodeError {
    /// Bad data (65).
    public var exitCode: ExitCode { .badTemplate }
}
