import ViperGenProject
import ViperGenSystem

/// What the report says in an app whose `.xcodeproj` a generator (XcodeGen, Tuist) makes.
extension Reporter {
    /// Says the project file was left alone and to regenerate it; when the spec lists its
    /// sources without the new files, warns and prints the lines to add.
    ///
    /// `adding`: the files of `name` are new (else they are gone); `renamed`: the name they had.
    /// `asNote`: with `--json`, the line is a note of the document (whose shape has no other
    /// place for it).
    func generated(
        _ generated: RegenerationAdvice, adding: Bool, name: String? = nil, renamed: String? = nil,
        asNote: Bool = false
    ) {
        let project = EchoedValue.escaped(generated.xcodeProject)
        let spec = EchoedValue.escaped(generated.spec)
        let files = { (name: String?) in
            name.map { EchoedValue.escaped($0) + ($0.hasSuffix("s") ? "'" : "'s") + " files" }
                ?? "the files"
        }
        let change =
            renamed.map { "rename \(files($0)) in it" }
            ?? (adding ? "add \(files(name)) to it" : "take \(files(name)) out of it")
        let text =
            "\(project) is generated from \(spec): run `\(generated.generator.command)` to "
            + "\(change)."
        if asNote, style.json { note(text) } else { say(text) }
        guard !generated.linesToAdd.isEmpty else { return }
        let why =
            generated.unreadable.map {
                "its sources could not be read (\(EchoedValue.escaped($0)))"
            } ?? "its app target lists sources that do not cover the new files"
        let lines = generated.linesToAdd.map { "      " + EchoedValue.escaped($0) }
        warning(
            "\(spec) was left unchanged: \(why). Add under the app target's `sources:` in "
                + "\(spec), then run `\(generated.generator.command)`:\n"
                + lines.joined(separator: "\n"))
    }
}
