/// Turns a module's own text into template text: every spelling of its name becomes a macro
/// (`Profile` → `___VARIABLE_moduleName___`, `profile` →
/// `___VARIABLE_moduleName:lowerCamel___`), and Xcode's standard file header becomes the
/// header Xcode's templates write.
package struct ModuleNameMacros {
    /// The module's name in upper camel case (`Profile`).
    package let moduleName: String
    /// The name in lower camel case (`profile`; `URLPreview` → `urlPreview`).
    package let lowerName: String

    /// The macro for the name as typed.
    package static let upperMacro = "___VARIABLE_moduleName___"
    /// The macro for the name in lower camel case.
    package static let lowerMacro = "___VARIABLE_moduleName:lowerCamel___"
    /// The macro for the name in file and folder names, as the built-in templates write it.
    package static let pathMacro = "___FILEBASENAME___"

    /// Macros for the module `moduleName`.
    package init(moduleName: String) {
        self.moduleName = moduleName
        lowerName = NameCasing.lowerCamel(moduleName)
    }

    /// The template path of a module file's path (`Profile/View/ProfileView.swift` →
    /// `___FILEBASENAME___/View/___FILEBASENAME___View.swift`).
    package func path(_ path: String) -> String {
        replacing(in: path, upper: Self.pathMacro, lower: Self.lowerMacro)
    }

    /// The template text of a module file's text: its standard header as macros, then every
    /// spelling of the name as a macro.
    package func text(_ text: String) -> String {
        let (header, rest) = StandardFileHeader.split(text)
        return (header.map(StandardFileHeader.macros) ?? "")
            + replacing(in: rest, upper: Self.upperMacro, lower: Self.lowerMacro)
    }

    /// `text` with the name as a word replaced by `upper` (`Profile`, also inside
    /// `showProfileEditor` and `IProfileView`) and its lower camel spelling at the start of a word by `lower`
    /// (`profile`, `profileViewController`); `Profiles` or `userprofile` are left alone.
    func replacing(in text: String, upper: String, lower: String) -> String {
        let characters = Array(text)
        let upperName = Array(moduleName)
        let lowerName = Array(self.lowerName)
        var result = ""
        var index = 0
        while index < characters.count {
            let previous = index > 0 ? characters[index - 1] : nil
            if matches(upperName, in: characters, at: index), startsWord(in: characters, at: index)
            {
                result += upper
                index += upperName.count
            } else if lowerName != upperName, matches(lowerName, in: characters, at: index),
                previous.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true
            {
                result += lower
                index += lowerName.count
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }

    /// Whether an upper camel word may start at `index`: after no letter, a lowercase letter or
    /// a digit (`showProfile`), or after a one-letter prefix such as `I` in `IProfileView`,
    /// but not inside an acronym (`UIProfile`).
    private func startsWord(in characters: [Character], at index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = characters[index - 1]
        guard previous.isLetter, previous.isUppercase else { return true }
        return index == 1 || !characters[index - 2].isLetter
    }

    /// Whether `name` is spelled at `index` and not followed by a lowercase letter.
    private func matches(_ name: [Character], in characters: [Character], at index: Int) -> Bool {
        guard !name.isEmpty, index + name.count <= characters.count,
            Array(characters[index..<(index + name.count)]) == name
        else { return false }
        let end = index + name.count
        return end == characters.count || !characters[end].isLowercase
    }
}
