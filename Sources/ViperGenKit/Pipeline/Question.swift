import ViperGenSystem

/// A setting `viper-gen init` found several candidates for, put to the user in a terminal.
public struct ChoiceQuestion: Sendable, Equatable {
    /// The setting, such as `modules`.
    public var setting: String
    /// Why it could not be decided, such as "several folders hold as many modules (A, B)".
    public var problem: String
    /// The values to choose from.
    public var choices: [String]
    /// The flag that sets it without asking, such as `--modules-path`.
    public var flag: String

    /// The lines shown before the answer is read: the problem, the numbered choices and the
    /// prompt.
    public var text: String {
        var lines = ["\(setting): \(problem)."]
        for (index, choice) in choices.enumerated() { lines.append("  \(index + 1). \(choice)") }
        lines.append(
            "Which one? Type 1-\(choices.count) (Return to stop; \(flag) chooses without asking): ")
        return lines.joined(separator: "\n")
    }

    /// The choice `answer` names (its number or the value itself), or nil.
    public func choice(for answer: String) -> String? {
        let typed = String(answer.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        if let number = Int(typed), choices.indices.contains(number - 1) {
            return choices[number - 1]
        }
        return choices.contains(typed) ? typed : nil
    }

    /// Asks on standard error and reads the answer from standard input (`readLine` stands for
    /// it in tests), three times at most; nil when the user stops or input ends.
    public func ask(
        readLine: () -> String? = { Swift.readLine() },
        write: (String) -> Void = { StandardStream.error.write(Array($0.utf8)) }
    ) -> String? {
        for _ in 0..<3 {
            write(text)
            guard let answer = readLine(), !answer.isEmpty else { return nil }
            if let chosen = choice(for: answer) { return chosen }
            write("'\(EchoedValue.escaped(answer))' is not one of the choices.\n")
        }
        return nil
    }
}
