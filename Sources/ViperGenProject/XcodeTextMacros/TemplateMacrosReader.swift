import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads IDETemplateMacros.plist files into text macros, macro by macro: the first file that
/// defines a name wins, as in Xcode.
struct TemplateMacrosReader {
    /// The file system read.
    let fileSystem: any FileSystem

    /// The macros defined in the existing files of `paths`, in order of precedence.
    ///
    /// Macros that depend on the file being rendered (`FILENAME`, `FILEBASENAME`,
    /// `FILEBASENAMEASIDENTIFIER`, `UUID`) cannot be replaced and are skipped, as are
    /// `VARIABLE_…` keys. A value replacing a built-in macro such as `ORGANIZATIONNAME` is a
    /// value and may hold no control character; `FILEHEADER` and macros of your own are text
    /// and may hold line breaks and tabs.
    func macros(in paths: [String]) throws -> [String: TextMacro] {
        var macros: [String: TextMacro] = [:]
        for path in paths {
            guard let entries = try read(path) else { continue }
            for (name, text) in entries.sorted(by: { $0.key < $1.key })
            where macros[name] == nil && Self.isReplaceable(name) {
                try check(text, name: name, file: path)
                macros[name] = TextMacro(text: text, source: path)
            }
        }
        return macros
    }

    /// Whether an IDETemplateMacros.plist may define `name`.
    static func isReplaceable(_ name: String) -> Bool {
        !TextMacro.perFileNames.contains(name) && !name.hasPrefix("VARIABLE_") && !name.isEmpty
    }

    /// The string entries of the plist at `path`, or nil when there is no file.
    private func read(_ path: String) throws -> [String: String]? {
        let bytes: [UInt8]
        do {
            guard try fileSystem.entryKind(at: AbsolutePath(validating: path)) != nil else {
                return nil
            }
            bytes = try fileSystem.readFile(at: AbsolutePath(validating: path))
        } catch let failure as FileSystemError {
            throw TemplateMacrosError.unreadable(file: path, reason: failure.reason)
        }
        let root: PropertyListValue
        do {
            root = try PropertyListValue.parse(bytes)
        } catch {
            throw TemplateMacrosError.malformed(
                file: path, reason: error.reason(in: TemplateMacroFiles.fileName))
        }
        guard let dictionary = root.dictionary else {
            throw TemplateMacrosError.malformed(file: path, reason: "its root is not a dictionary")
        }
        var entries: [String: String] = [:]
        for (key, value) in dictionary {
            guard let text = value.string else {
                throw TemplateMacrosError.malformed(
                    file: path, reason: "the value of \(EchoedValue(key).unquoted) is not a string")
            }
            entries[key] = text
        }
        return entries
    }

    /// Refuses control characters: any in a built-in macro's value; any but line feed and tab
    /// in FILEHEADER and macros of your own.
    private func check(_ text: String, name: String, file: String) throws {
        let source = ValueSource.templateMacros(file: file, key: name)
        if TextMacro.builtInNames.contains(name) {
            try ValueChecks.check(text, from: source)
            return
        }
        var checked = text
        checked.unicodeScalars.removeAll { $0 == "\n" || $0 == "\t" }
        if let character = ControlCharacter.first(in: checked) {
            throw ValueValidationError.controlCharacter(
                source: source, value: text, character: character)
        }
    }
}
