import ViperGenSystem

/// A question the user stopped at or never answered: the run stops and writes nothing.
package struct UnansweredQuestionError: Error, Equatable, CustomStringConvertible {
    /// How the question was left.
    package enum Reason: Sendable, Equatable {
        /// Ctrl-C.
        case interrupted
        /// Ctrl-D, or the end of standard input.
        case inputEnded
        /// Return on an empty line, for a question without a default.
        case noAnswer
        /// Three answers that were not among the choices.
        case noValidAnswer
    }

    /// The question.
    package let question: Question
    /// How it was left.
    package let reason: Reason

    /// Creates the error for `question` left for `reason`.
    package init(question: Question, reason: Reason) {
        self.question = question
        self.reason = reason
    }

    /// What happened, that nothing was written, and how to give the value without asking.
    package var description: String {
        let what: String
        switch reason {
        case .interrupted: what = "Interrupted at the question about the \(question.setting)"
        case .inputEnded: what = "Input ended at the question about the \(question.setting)"
        case .noAnswer: what = "No answer to the question about the \(question.setting)"
        case .noValidAnswer:
            what = "No valid answer to the question about the \(question.setting) in 3 tries"
        }
        return "\(what); nothing was written. \(question.flag) gives it without asking."
    }
}

extension UnansweredQuestionError: ExitCodeError {
    /// Ctrl-C exits as an interrupted run does (130); a question left unanswered is a missing
    /// value on the command line (64).
    package var exitCode: ExitCode { reason == .interrupted ? .interrupted : .usage }
}
