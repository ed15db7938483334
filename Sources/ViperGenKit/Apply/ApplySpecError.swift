import ViperGenSystem

/// A spec file that cannot be applied, with every problem found in it; nothing is written.
package struct ApplySpecError: Error, Equatable, CustomStringConvertible {
    /// The spec file, as shown to the user.
    package let file: String
    /// Every problem, in file order.
    package let problems: [ApplySpecProblem]

    /// The problems of the spec `file`.
    init(file: String, problems: [ApplySpecProblem]) {
        self.file = file
        // By place in the file; problems at one place keep the order they were found in.
        self.problems = problems.enumerated().sorted {
            ($0.element.location.position, $0.offset) < ($1.element.location.position, $1.offset)
        }.map(\.element)
    }

    /// Every problem on a line of its own (the further lines of one indented under it), then
    /// how to go on; the file's path is shown escaped.
    package var description: String {
        let file = EchoedValue.escaped(self.file)
        let count = problems.count == 1 ? "a problem" : "\(problems.count) problems"
        let lines = problems.map {
            "  " + $0.line(in: file).split(separator: "\n").joined(separator: "\n    ")
        }
        return "\(file) has \(count); nothing was written:\n" + lines.joined(separator: "\n")
            + "\nFix the spec and run viper-gen apply again (README, \"viper-gen apply\", "
            + "describes the format)."
    }
}

extension ApplySpecError: ExitCodeError {
    /// A spec with problems is bad input data: 65.
    package var exitCode: ExitCode { .badTemplate }
}
