/// A macro whose value is text rendered where it is used: Xcode's `FILEHEADER` and the macros
/// of IDETemplateMacros.plist files, which may use other macros (`___FILENAME___`,
/// `___COPYRIGHT___`, or each other).
package struct TextMacro: Sendable, Equatable {
    /// The text, with macros.
    package let text: String
    /// Where it is defined, for messages (an IDETemplateMacros.plist path).
    package let source: String

    /// Creates a text macro defined in `source`.
    package init(text: String, source: String) {
        self.text = text
        self.source = source
    }

    /// The name of the file header macro.
    package static let fileHeaderName = "FILEHEADER"

    /// Xcode's default `FILEHEADER`: a leading line break, then the familiar comment lines
    /// without the first `//`, which templates write before the macro (`//___FILEHEADER___`).
    package static let defaultFileHeader = TextMacro(
        text: "\n//  ___FILENAME___\n//  ___PACKAGENAME___\n//\n"
            + "//  Created by ___FULLUSERNAME___ on ___DATE___.\n//  ___COPYRIGHT___\n//",
        source: "Xcode's default FILEHEADER")

    /// The names of viper-gen's built-in macros (`FILENAME`, ..., `UUID`), without FILEHEADER.
    package static var builtInNames: [String] { MacroName.allCases.map(\.rawValue) }

    /// The built-in macros whose value depends on the file being rendered; an
    /// IDETemplateMacros.plist cannot replace them.
    package static let perFileNames: Set<String> = [
        "FILENAME", "FILEBASENAME", "FILEBASENAMEASIDENTIFIER", "UUID",
    ]

    /// How many text macros may be expanding inside one another at once (a chain such as
    /// FILEHEADER → COPYRIGHTLINE → COMPANY): far beyond any real IDETemplateMacros.plist.
    package static let maximumNesting = 64

    /// The most bytes one text macro may expand to: far beyond any file header, and a bound on
    /// the work of macros that each use the next twice (2^64 copies otherwise).
    package static let maximumExpansion = 1 << 20
}
