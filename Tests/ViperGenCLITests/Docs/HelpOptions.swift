import Foundation
import ViperGenCLITestSupport

@testable import ViperGenCLI

/// The OPTIONS section of a command's `--help`, as the user reads it: each option's spellings
/// (`-o, --output <dir>`) with its description, its wrapped lines joined.
struct HelpOptions {
    /// Each option in `--help`'s order.
    let options: [(spelling: String, text: String)]

    /// The options `viper-gen <command> --help` prints, `--version` and `--help` left out
    /// (every command has them; the README says so once).
    init(command: String) {
        let run = TestRun.run([command, "--help"], in: URL(fileURLWithPath: "/"))
        self.init(help: run.out)
    }

    /// The options of the help text `help`.
    init(help: String) {
        var options: [(spelling: String, text: String)] = []
        let lines = help.components(separatedBy: "\n")
        let start = (lines.firstIndex(of: "OPTIONS:") ?? lines.endIndex - 1) + 1
        for line in lines[start...] {
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { break }
            if line.hasPrefix("    "), let last = options.indices.last {
                let more = line.trimmingCharacters(in: .whitespaces)
                options[last].text += options[last].text.isEmpty ? more : " " + more
            } else {
                let entry = line.dropFirst(2)
                let parts = entry.components(separatedBy: "  ")
                let text = parts.dropFirst().joined(separator: "  ")
                options.append(
                    (parts[0], text.trimmingCharacters(in: .whitespaces)))
            }
        }
        self.options = options.filter { !["--version", "-h, --help"].contains($0.spelling) }
    }
}
