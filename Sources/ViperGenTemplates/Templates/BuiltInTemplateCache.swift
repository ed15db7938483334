import Foundation

/// The built-in templates decoded so far, shared by every thread of the process.
final class BuiltInTemplateCache: @unchecked Sendable {
    private let lock = NSLock()
    private var templates: [String: Result<Template, Error>] = [:]

    /// The template `name`, decoded by `decode` the first time it is asked for.
    func template(
        named name: String, decode: () -> Result<Template, Error>
    ) -> Result<Template, Error> {
        lock.lock()
        defer { lock.unlock() }
        if let known = templates[name] { return known }
        let decoded = decode()
        templates[name] = decoded
        return decoded
    }
}
