/// One thing wrong with a spec: where, what, and how to fix it.
package struct ApplySpecProblem: Equatable, Sendable {
    /// Where it is.
    package let location: SpecLocation
    /// What is wrong and how to fix it.
    package let message: String

    /// A problem at `location`.
    init(_ location: SpecLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    /// `file:line:column: path: message`, as compilers print it (no path for the whole file).
    func line(in file: String) -> String {
        let path = location.path.isEmpty ? "" : location.path + ": "
        return "\(file):\(location.position.line):\(location.position.column): \(path)\(message)"
    }
}
