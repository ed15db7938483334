import ViperGenSystem
import ViperGenTemplates
import ViperGenText

/// Reading a record back, as strictly as the project config is read.
extension GenerationRecord {
    /// Decodes the record `bytes` and checks what it says (``check(file:)``); `file`, its path
    /// relative to the project root, names it in errors.
    package static func decode(_ bytes: [UInt8], file: String) throws -> GenerationRecord {
        let root: JSONNode
        do {
            root = try JSONNodeParser.parse(bytes)
            try root.refuseRepeatedKeys()
        } catch let error as JSONSyntaxError {
            throw RecordError.malformed(
                file: file,
                reason: "it is not valid JSON: line \(error.position.line), column "
                    + "\(error.position.column): \(error.message)")
        }
        guard let object = root.members else {
            throw RecordError.malformed(file: file, reason: "it is not a JSON object")
        }
        func string(_ key: String) throws -> String {
            guard case .string(let value)? = object[key]?.value else {
                throw RecordError.malformed(file: file, reason: "\"\(key)\" is not a string")
            }
            return value
        }
        func strings(_ key: String) throws -> [String: String] {
            guard let members = object[key]?.members else {
                throw RecordError.malformed(file: file, reason: "\"\(key)\" is not an object")
            }
            var result: [String: String] = [:]
            for (name, node) in members {
                guard case .string(let value) = node.value else {
                    throw RecordError.malformed(
                        file: file, reason: "\"\(key).\(name)\" is not a string")
                }
                result[name] = value
            }
            return result
        }
        guard case .number(let version)? = object["version"]?.value,
            let number = Int(version), number >= 1
        else {
            throw RecordError.malformed(file: file, reason: "\"version\" is not a whole number")
        }
        guard number <= currentVersion else {
            throw RecordError.newerVersion(file: file, version: number)
        }
        guard let kind = ScaffoldKind(rawValue: try string("kind")), kind != .project else {
            throw RecordError.malformed(file: file, reason: "\"kind\" is not module or service")
        }
        var record = GenerationRecord(
            kind: kind, name: try string("name"), template: try string("template"),
            templateDigest: try string("templateDigest"), toolVersion: try string("toolVersion"),
            values: try strings("values"), files: try strings("files"))
        if object["createdAppFiles"] != nil {
            record.createdAppFiles = try strings("createdAppFiles")
        }
        try record.check(file: file)
        return record
    }

    /// The names of the `kind`s recorded in `project`, sorted: the record files' names.
    package static func recordedNames(
        _ kind: ScaffoldKind, in project: Project, fileSystem: any FileSystem
    ) -> [String] {
        let folder = project.root.appending(component: "\(folder)/\(kind.rawValue)s").pathString
        let names =
            (try? fileSystem.contentsOfDirectory(at: AbsolutePath(validating: folder))) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }
}
