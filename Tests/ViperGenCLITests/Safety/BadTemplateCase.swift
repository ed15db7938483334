@testable import ViperGenKit
@testable import ViperGenProject
@testable import ViperGenTemplates

/// One broken template under Tests/Fixtures/BadTemplates and the error it must produce.
struct BadTemplateCase: Sendable, CustomStringConvertible {
    /// The fixture folder's name.
    let fixture: String
    /// Arguments after `module Payments`.
    let arguments: [String]
    /// The message after `Error: <template folder>`.
    let messageAfterTemplatePath: String

    var description: String { ([fixture] + arguments).joined(separator: " ") }

    /// The list of macros that unknown-macro messages give.
    static let knownMacros =
        "FILENAME, FILEBASENAME, FILEBASENAMEASIDENTIFIER, PROJECTNAME, PRODUCTNAME, "
        + "PACKAGENAME, TARGETNAME, FULLUSERNAME, USERNAME, ORGANIZATIONNAME, COPYRIGHT, DATE, "
        + "YEAR, TIME, UUID, FILEHEADER, VARIABLE_<name>"

    private static let view = "/___FILEBASENAME___/___FILEBASENAME___View.swift"
    private static let whereView = "/___VARIABLE_where___/___FILEBASENAME___View.swift"
    private static let pathAdvice =
        "Fix the template's file and folder names or the --set values they use."

    /// Every case with a committed fixture.
    static let all: [BadTemplateCase] = [
        BadTemplateCase(
            fixture: "unknown-macro", arguments: [],
            messageAfterTemplatePath: view + ":3:18: unknown macro '___NOPE___'. Known macros: "
                + knownMacros + ". Fix the template."),
        BadTemplateCase(
            fixture: "unknown-macro-in-path", arguments: [],
            messageAfterTemplatePath: "/___FILEBASENAME___/___FileBaseName___View.swift: in the "
                + "file's path, column 20: unknown macro '___FileBaseName___'. Did you mean "
                + "'___FILEBASENAME___'? Known macros: " + knownMacros + ". Fix the template."),
        BadTemplateCase(
            fixture: "unterminated-macro", arguments: [],
            messageAfterTemplatePath: view + ":3:8: unterminated macro '___FILEBASENAME': a "
                + "macro is written ___NAME___ or ___NAME:modifier___ on one line. Close it with "
                + "'___', or if it is plain text, do not start it with '___' and an uppercase "
                + "letter."),
        BadTemplateCase(
            fixture: "invalid-utf8", arguments: [],
            messageAfterTemplatePath: "/___FILEBASENAME___/___FILEBASENAME___Notes.md:2:7: "
                + "'PaymentsNotes.md' is not valid UTF-8 "
                + "text (byte 0xE9). Save the template as UTF-8; binary files are copied "
                + "unrendered."),
        BadTemplateCase(
            fixture: "missing-info", arguments: [],
            messageAfterTemplatePath: " has no TemplateInfo.plist. Add one (Xcode's format: "
                + "Kind, Description, Options) next to the template's files."),
        BadTemplateCase(
            fixture: "malformed-info", arguments: [],
            messageAfterTemplatePath: "/TemplateInfo.plist is not a usable template "
                + "description: it is not a property list. Fix the file (`plutil -lint` checks "
                + "its syntax)."),
        BadTemplateCase(
            fixture: "info-without-kind", arguments: [],
            messageAfterTemplatePath: "/TemplateInfo.plist is not a usable template "
                + "description: the Kind string is missing. Fix the file (`plutil -lint` checks "
                + "its syntax)."),
        BadTemplateCase(
            fixture: "escaping-path", arguments: ["--set", "where=.."],
            messageAfterTemplatePath: whereView + " renders to the path '../PaymentsView.swift', "
                + "which leaves the output folder. " + pathAdvice),
        BadTemplateCase(
            fixture: "escaping-path", arguments: ["--set", "where=Sources/../.."],
            messageAfterTemplatePath: whereView + " renders to the path "
                + "'Sources/../../PaymentsView.swift', which leaves the output folder. "
                + pathAdvice),
        BadTemplateCase(
            fixture: "escaping-path", arguments: ["--set", "where=/etc"],
            messageAfterTemplatePath: whereView + " renders to the path '/etc/PaymentsView.swift', "
                + "which is absolute. " + pathAdvice),
        BadTemplateCase(
            fixture: "escaping-path", arguments: ["--set", "where="],
            messageAfterTemplatePath: whereView + " renders to the path '/PaymentsView.swift', "
                + "which has an empty file or folder name where '___VARIABLE_where___' is. "
                + pathAdvice),
    ]
}
