import ViperGenSystem

/// Why a record under `.viper-gen/` cannot be used.
package enum RecordError: Error, Equatable, CustomStringConvertible {
    /// The record is not what viper-gen writes.
    case malformed(file: String, reason: String)
    /// A newer viper-gen wrote it.
    case newerVersion(file: String, version: Int)
    /// A field says what viper-gen would refuse from the command line, or a path outside the
    /// module's own folders: records are committed and merged like any file, so they are input.
    case refusedField(file: String, field: String, value: String, reason: String)

    /// A message naming the file, the problem and the fix.
    package var description: String {
        switch self {
        case .malformed(let file, let reason):
            return "\(EchoedValue.escaped(file)) cannot be read: \(EchoedValue.escaped(reason)). "
                + "Restore it from version control (records are meant to be committed), or "
                + "delete it to treat the module as made by hand."
        case .newerVersion(let file, let version):
            return "\(EchoedValue.escaped(file)) has record version \(version), newer than this "
                + "viper-gen reads (\(GenerationRecord.currentVersion)). Update viper-gen."
        case .refusedField(let file, let field, let value, let reason):
            // A path stays whole, to be found.
            let shown =
                field == "files" ? "'\(EchoedValue.escaped(value))'" : "\(EchoedValue(value))"
            return "\(EchoedValue.escaped(file)): \"\(EchoedValue(field).unquoted)\" \(shown) "
                + "\(EchoedValue.escaped(reason)); nothing was written. "
                + "Records are checked like any input: if someone changed it, restore it from "
                + "version control; else correct the field, or delete the record to treat the "
                + "module as made by hand."
        }
    }
}

extension RecordError: ExitCodeError {
    /// Bad data (65).
    package var exitCode: ExitCode { .badTemplate }
}
