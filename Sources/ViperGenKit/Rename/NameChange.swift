import ViperGenSwiftSource
import ViperGenSystem
import ViperGenTemplates
import ViperGenText

/// One module's or service's change of name as it applies to its files: their new paths (the
/// folder and the file names) and their new contents (the code's identifiers, and every word
/// of a file viper-gen wrote as it is).
struct NameChange {
    /// The normalised old name: `Payments`, `NetworkService`.
    let old: String
    /// The normalised new name: `Billing`, `APIService`.
    let new: String
    /// The project's folders below which the path's components are the module's own.
    let parents: [String]

    /// The rewrite of both spellings of the name: `Payments` and `payments`.
    var rewrite: NameRewrite {
        NameRewrite(spellings: [
            (old, new), (NameCasing.lowerCamel(old), NameCasing.lowerCamel(new)),
        ])
    }

    /// `path`'s new path: below one of `parents` every component renamed, elsewhere the file
    /// name only.
    func path(of path: String) -> String {
        let rewrite = self.rewrite
        let parent = parents.first { path.hasPrefix($0 + "/") }
        let kept =
            parent.map { $0.split(separator: "/").count }
            ?? max(path.split(separator: "/").count - 1, 0)
        return path.split(separator: "/", omittingEmptySubsequences: false).enumerated().map {
            $0.offset < kept ? String($0.element) : rewrite.words(in: String($0.element))
        }.joined(separator: "/")
    }

    /// The new contents of the file at `path` holding `bytes`: a Swift file rewritten with the
    /// lexer (strings and comments too when `asWritten`, the header's file name always); any
    /// other file's text renamed word for word only when `asWritten`.
    func contents(of bytes: [UInt8], at path: String, asWritten: Bool) -> [UInt8] {
        guard let text = String(strictUTF8: bytes) else { return bytes }
        let rewrite = self.rewrite
        if path.hasSuffix(".swift") {
            let name = String(path.split(separator: "/").last ?? "")
            return Array(
                rewrite.rewrite(
                    text, fileName: name, newFileName: rewrite.words(in: name),
                    inLiterals: asWritten
                ).utf8)
        }
        return asWritten ? Array(rewrite.words(in: text).utf8) : bytes
    }

    /// The new contents of the edited file at `path` holding `bytes`, `base` being its bytes
    /// as viper-gen wrote them (nil when not known), and the lines the user wrote that still
    /// mention the old name in strings or comments (``EditedFileRename``).
    func contents(ofEdited bytes: [UInt8], at path: String, base: [UInt8]?) -> (
        contents: [UInt8], mentions: [EditedFileRename.Mention]
    ) {
        guard let text = String(strictUTF8: bytes) else { return (bytes, []) }
        let rewrite = self.rewrite
        let name = String(path.split(separator: "/").last ?? "")
        let result = EditedFileRename(rewrite: rewrite).rename(
            text, base: base.flatMap { String(strictUTF8: $0) }, fileName: name,
            newFileName: rewrite.words(in: name), isSwift: path.hasSuffix(".swift"))
        return (Array(result.text.utf8), result.mentions)
    }
}
