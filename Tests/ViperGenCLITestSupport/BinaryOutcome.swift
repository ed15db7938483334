/// How a run of the built binary ended and what it printed.
package struct BinaryOutcome: CustomStringConvertible {
    /// The exit status, or nil if a signal killed the process.
    package let exitStatus: Int32?
    /// The signal that killed the process, or nil if it exited.
    package let killingSignal: Int32?
    /// Everything written to stdout.
    package let out: String
    /// Everything written to stderr.
    package let err: String

    package var description: String {
        let end = exitStatus.map { "exit \($0)" } ?? "killed by signal \(killingSignal ?? 0)"
        return "\(end), stdout: \(out.debugDescription), stderr: \(err.debugDescription)"
    }
}
