import ViperGenSystem

/// A value a run could not decide alone, put to the user at a terminal: a setting `init` found
/// several candidates for, a missing name, a required template option, or with `--interactive`
/// a popup option.
package struct Question: Sendable, Equatable {
    /// What is asked for, such as `modules`, `module name` or `testFramework`.
    package var setting: String
    /// Why it is asked, such as "several folders hold as many modules (A, B)"; nil when the
    /// prompt says enough.
    package var problem: String?
    /// The values to choose from; empty for free text.
    package var choices: [String] = []
    /// The choice Return takes; nil when Return stops.
    package var defaultChoice: String? = nil
    /// What gives the value without asking, such as `--modules-path`.
    package var flag: String

    /// Creates a question.
    package init(
        setting: String, problem: String? = nil, choices: [String] = [],
        defaultChoice: String? = nil, flag: String
    ) {
        self.setting = setting
        self.problem = problem
        self.choices = choices
        self.defaultChoice = defaultChoice
        self.flag = flag
    }

    /// The lines shown before the answer is read: the problem, the numbered choices and the
    /// prompt.
    package var text: String {
        var lines = problem.map { ["\(setting): \($0)."] } ?? []
        for (index, choice) in choices.enumerated() { lines.append("  \(index + 1). \(choice)") }
        let onReturn = defaultChoice.map { "Return takes \($0)" } ?? "Return to stop"
        if choices.isEmpty {
            lines.append(
                setting.prefix(1).uppercased() + setting.dropFirst()
                    + "? (\(onReturn); \(flag) gives it without asking): ")
        } else {
            lines.append(
                "Which one? Type 1-\(choices.count) (\(onReturn); \(flag) chooses without "
                    + "asking): ")
        }
        return lines.joined(separator: "\n")
    }

    /// The answer `typed` gives, spaces around it dropped: for a choice, its number or the
    /// value itself, else nil; for free text, the text.
    package func choice(for typed: String) -> String? {
        let answer = String(typed.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        guard !choices.isEmpty else { return answer }
        if let number = Int(answer), choices.indices.contains(number - 1) {
            return choices[number - 1]
        }
        return choices.contains(answer) ? answer : nil
    }

    /// The answer read with `readLine`, which shows the text and reads the line typed.
    ///
    /// Asks three times at most; a wrong choice is said with `write`. Throws
    /// ``UnansweredQuestionError`` when the user stops (Ctrl-C, Ctrl-D, Return on an empty line
    /// without a default) or never answers with a choice.
    package func ask(
        readLine: (String) -> TypedLine = TerminalPrompt.read(after:),
        write: (String) -> Void = { StandardStream.error.write(Array($0.utf8)) }
    ) throws -> String {
        for _ in 0..<3 {
            switch readLine(text) {
            case .interrupted: throw UnansweredQuestionError(question: self, reason: .interrupted)
            case .ended: throw UnansweredQuestionError(question: self, reason: .inputEnded)
            case .line(let typed):
                if typed.allSatisfy({ $0 == " " }) {
                    guard let defaultChoice else {
                        throw UnansweredQuestionError(question: self, reason: .noAnswer)
                    }
                    return defaultChoice
                }
                if let chosen = choice(for: typed) { return chosen }
                write("'\(EchoedValue.escaped(typed))' is not one of the choices.\n")
            }
        }
        throw UnansweredQuestionError(question: self, reason: .noValidAnswer)
    }

    /// Asks through `ask` until `accept` takes the answer, three times at most: each `Refusal`
    /// it throws is said with `write` and the question is asked again; the third is thrown.
    package func answer<Value, Refusal: Error>(
        asking ask: (Question) throws -> String, refusing: Refusal.Type,
        write: (String) -> Void, accept: (String) throws -> Value
    ) throws -> Value {
        var tries = 0
        while true {
            let answer = try ask(self)
            do {
                return try accept(answer)
            } catch let refusal as Refusal {
                tries += 1
                if tries == 3 { throw refusal }
                write("\(refusal)\n")
            }
        }
    }
}
