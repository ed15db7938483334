import Foundation
import ViperGenTestSupport
import ViperGenText

@testable import ViperGenKit

/// A JSON document's shape as docs/reference.md describes it under `<!-- json-shape: NAME -->`:
/// one key path and JSON type a line (`files[].path string`, `error.usage? string`).
package struct JSONShape {
    /// The type of each key path; `[]` stands for an array's elements.
    package let types: [String: String]
    /// The paths that may be absent (written with a `?`).
    package let optional: Set<String>

    /// The shape named `name` in docs/reference.md.
    package static func documented(_ name: String) throws -> JSONShape {
        let lines = try JSONShape.referenceText()
            .components(separatedBy: "<!-- json-shape: \(name) -->\n```text\n")[1]
            .components(separatedBy: "\n```")[0].split(separator: "\n")
        var types: [String: String] = [:]
        var optional: Set<String> = []
        for line in lines {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            var path = String(fields[0])
            if path.hasSuffix("?") {
                path.removeLast()
                optional.insert(path)
            }
            types[path] = String(fields[1])
        }
        return JSONShape(types: types, optional: optional)
    }

    /// The text of docs/reference.md.
    package static func referenceText() throws -> String {
        try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent("docs/reference.md"),
            encoding: .utf8)
    }

    /// Every way `text`, a JSON document, departs from the shape: keys it does not describe,
    /// values of another type, keys it requires that are missing; empty when it fits.
    package func problems(with text: String) -> [String] {
        do {
            var problems: [String] = []
            check(try JSONNodeParser.parse(Array(text.utf8)), path: "", problems: &problems)
            return problems
        } catch {
            return ["not JSON: \(error)"]
        }
    }

    /// Checks `node`, found at `path`, and everything inside it unless it is an object whose
    /// keys the shape does not list (its own table describes it).
    private func check(_ node: JSONNode, path: String, problems: inout [String]) {
        let type: String
        switch node.value {
        case .string: type = "string"
        case .number: type = "number"
        case .boolean: type = "boolean"
        case .null: type = "null"
        case .array: type = "array"
        case .object: type = "object"
        }
        if !path.isEmpty {
            if let expected = types[path] {
                if expected != type {
                    problems.append("\(path): \(type), documented as \(expected)")
                }
            } else if !(path.hasSuffix("[]") && type == "object") {
                return problems.append("\(path): not in the documented shape")
            }
        }
        switch node.value {
        case .array(let elements):
            for element in elements { check(element, path: path + "[]", problems: &problems) }
        case .object(let members):
            let prefix = path.isEmpty ? "" : path + "."
            guard path.isEmpty || types.keys.contains(where: { $0.hasPrefix(prefix) }) else {
                return
            }
            let keys = Set(members.map(\.key))
            for required in types.keys.sorted()
            where Self.parent(of: required) == path && !required.hasSuffix("[]")
                && !optional.contains(required)
                && !keys.contains(String(required.dropFirst(prefix.count)))
            {
                problems.append("\(required): missing")
            }
            for member in members {
                check(member.value, path: prefix + member.key, problems: &problems)
            }
        default: break
        }
    }

    /// The path holding `path`: `a[]` for `a[].b`, `a` for `a[]` and `a.b`, "" at the top.
    private static func parent(of path: String) -> String {
        if path.hasSuffix("[]") { return String(path.dropLast(2)) }
        guard let dot = path.lastIndex(of: ".") else { return "" }
        return String(path[..<dot])
    }
}
