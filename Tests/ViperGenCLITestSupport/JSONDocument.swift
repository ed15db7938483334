import Foundation
import Testing

/// A `--json` run's output parsed: exactly one JSON object, its values reached by key path.
package struct JSONDocument {
    /// The object.
    package let object: [String: Any]

    /// `text` parsed as one JSON object; anything else (two objects, trailing text, an array)
    /// fails the test.
    package init(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        object = try #require(value as? [String: Any], "\(text)", sourceLocation: sourceLocation)
    }

    /// The value at `path` (`error.code`, `entries.0.name`), or nil.
    package subscript(_ path: String) -> Any? {
        var current: Any? = object
        for key in path.split(separator: ".") {
            if let index = Int(key), let array = current as? [Any] {
                current = index < array.count ? array[index] : nil
            } else {
                current = (current as? [String: Any])?[String(key)]
            }
        }
        return current
    }

    /// The string at `path`, or nil.
    package func string(_ path: String) -> String? { self[path] as? String }

    /// The strings of the array at `path` (empty when there is none).
    package func strings(_ path: String) -> [String] { (self[path] as? [String]) ?? [] }

    /// The number of elements of the array at `path`, or nil.
    package func count(_ path: String) -> Int? { (self[path] as? [Any])?.count }
}

extension JSONDocument {
    /// The integer at `path`, or nil.
    package func int(_ path: String) -> Int? { (self[path] as? NSNumber)?.intValue }

    /// The boolean at `path`, or nil.
    package func bool(_ path: String) -> Bool? { (self[path] as? NSNumber)?.boolValue }
}
