/// Xcode's standard file header (`//  Payments.swift`, the project, `//  Created by … on …`,
/// the copyright) and the macros Xcode's templates write it with.
enum StandardFileHeader {
    /// The leading `//` comment lines of `text` when they are Xcode's standard header (a line
    /// naming a `.swift` file and a `Created by` line), and the text after them.
    static func split(_ text: String) -> (header: [Substring]?, rest: String) {
        var lines: [Substring] = []
        var rest = text[...]
        while rest.hasPrefix("//") {
            let end = rest.firstIndex(of: "\n").map { rest.index(after: $0) } ?? rest.endIndex
            lines.append(rest[..<end])
            rest = rest[end...]
        }
        let isStandard =
            lines.count > 1 && content(lines[1]).hasSuffix(".swift")
            && lines.contains { content($0).hasPrefix("//  Created by ") }
        return isStandard ? (lines, String(rest)) : (nil, text)
    }

    /// The header with its file name, project, author, date and copyright as macros; other
    /// lines as they are.
    static func macros(_ lines: [Substring]) -> String {
        var result = ""
        for (index, line) in lines.enumerated() {
            let body = content(line)
            let ending = line.hasSuffix("\r\n") ? "\r\n" : line.hasSuffix("\n") ? "\n" : ""
            if index == 1 {
                result += "//  ___FILENAME___" + ending
            } else if index == 2, body.hasPrefix("//  "), body.count > 4 {
                result += "//  ___PROJECTNAME___" + ending
            } else if body.hasPrefix("//  Created by ") {
                result += "//  Created by ___FULLUSERNAME___ on ___DATE___." + ending
            } else if body.hasPrefix("//  Copyright") {
                result += "//  ___COPYRIGHT___" + ending
            } else {
                result += line
            }
        }
        return result
    }

    /// A line without its terminator.
    private static func content(_ line: Substring) -> Substring {
        var line = line
        while line.last == "\n" || line.last == "\r" { line = line.dropLast() }
        return line
    }
}
