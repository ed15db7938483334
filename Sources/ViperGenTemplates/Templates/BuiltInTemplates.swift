import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The templates compiled into the binary from the package's Templates/ folder.
package enum BuiltInTemplates {
    /// The names of the built-in templates, sorted (read from the embedded paths alone).
    package static let names: [String] = Set(
        EmbeddedTemplateFiles.all.map { String($0.path.prefix { $0 != "/" }) }
    ).sorted()

    /// Returns the built-in template called `name`, or throws with the list of available ones.
    ///
    /// Only that template's files are decoded and its TemplateInfo.plist parsed, once per
    /// process: a run that renders one template pays for one.
    package static func template(named name: String) throws -> Template {
        guard names.contains(name) else {
            throw TemplateError.unknownTemplate(name: name, available: names)
        }
        return try cache.withValue { decoded in
            if let known = decoded[name] { return known }
            let template = decode(name)
            decoded[name] = template
            return template
        }.get()
    }

    /// Every embedded file as a path under Templates/ and its bytes, sorted by path.
    package static var files: [TemplateFile] {
        EmbeddedTemplateFiles.all.map { entry in
            TemplateFile(
                path: entry.path, contents: [UInt8](Data(base64Encoded: entry.base64) ?? Data()))
        }
    }

    /// The templates decoded so far.
    private static let cache = Locked<[String: Result<Template, Error>]>([:])

    /// Decodes and parses the built-in template `name`.
    private static func decode(_ name: String) -> Result<Template, Error> {
        let prefix = name + "/"
        let inner = EmbeddedTemplateFiles.all.filter { $0.path.hasPrefix(prefix) }.map { entry in
            TemplateFile(
                path: String(entry.path.dropFirst(prefix.count)),
                contents: [UInt8](Data(base64Encoded: entry.base64) ?? Data()))
        }
        return Result {
            try Template.assemble(name: name, origin: "Templates/\(name)", files: inner)
        }
    }
}
