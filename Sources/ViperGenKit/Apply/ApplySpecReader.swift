import ViperGenSystem
import ViperGenTemplates
import ViperGenText

/// Reads a spec file and checks all of it, collecting every problem rather than stopping at the
/// first, so one run lists everything to fix.
struct ApplySpecReader {
    /// The problems found so far.
    private(set) var problems: [ApplySpecProblem] = []

    /// The spec in `bytes` with its problems; text that is not JSON, and a version newer than
    /// this viper-gen reads, are refused at once with an ``ApplySpecError`` (`file` names the
    /// spec in it).
    static func read(_ bytes: [UInt8], file: String) throws -> ApplySpec {
        let root: JSONNode
        do {
            root = try JSONNodeParser.parse(bytes)
        } catch let error as JSONSyntaxError {
            let location = SpecLocation(path: "", position: error.position)
            throw ApplySpecError(
                file: file,
                problems: [
                    ApplySpecProblem(
                        location, "Not valid JSON: \(EchoedValue.escaped(error.message)).")
                ])
        }
        var reader = ApplySpecReader()
        return try reader.spec(root, file: file)
    }

    /// Records a problem.
    mutating func report(_ location: SpecLocation, _ message: String) {
        problems.append(ApplySpecProblem(location, message))
    }

    private mutating func spec(_ root: JSONNode, file: String) throws -> ApplySpec {
        let location = SpecLocation(path: "", position: root.position)
        guard
            let fields = fields(
                of: root, at: location, known: ApplySpec.keys,
                expected: "A spec is an object, e.g. {\"version\": 1, \"modules\": [\"Payments\"]}")
        else {
            return ApplySpec(version: ApplySpec.currentVersion, entries: [], problems: problems)
        }
        let version = try version(fields.first { $0.key == "version" }, in: location, file: file)
        var named: [ApplySpecEntry] = []
        for kind in [ScaffoldKind.module, .service] {
            guard let list = fields.first(where: { $0.key == Self.listKey(kind) }) else { continue }
            named += entries(list, kind: kind)
        }
        if !fields.contains(where: { $0.key == "modules" || $0.key == "services" }) {
            report(
                location,
                "The spec lists no modules or services. Add \"modules\": [\"Payments\"] or "
                    + "\"services\": [\"Network\"].")
        }
        let unique = uniquelyNamed(named)
        // An entry whose template is refused is not resolved: its values would be checked
        // against another template.
        let entries = named.filter {
            unique.contains($0.location.path) && ($0.templateLocation == nil || $0.template != nil)
        }
        return ApplySpec(version: version, entries: entries, problems: problems)
    }

    /// `modules` or `services`.
    static func listKey(_ kind: ScaffoldKind) -> String { kind.rawValue + "s" }

    /// The members of the object `node` in file order, each key once; reports a value that is
    /// not an object (saying `expected`), keys outside `known` (any key when nil) and keys
    /// given twice.
    mutating func fields(
        of node: JSONNode, at location: SpecLocation, known: [String]?, expected: String
    ) -> [SpecField]? {
        guard case .object(let members) = node.value else {
            report(location, "\(expected); this is \(node.kind).")
            return nil
        }
        var fields: [SpecField] = []
        for member in members {
            let field = SpecField(
                key: member.key, node: member.value,
                location: location.member(member.key, at: member.position))
            if let known, !known.contains(member.key) {
                report(field.location, Self.unknownKey(member.key, known: known))
            } else if let first = fields.first(where: { $0.key == member.key }) {
                report(
                    field.location,
                    "\(EchoedValue(member.key)) is given twice (first on line "
                        + "\(first.location.position.line)), and JSON keeps only one of them. "
                        + "Give it once.")
            } else {
                fields.append(field)
            }
        }
        return fields
    }

    /// The message for `key`, which is not among `known`.
    private static func unknownKey(_ key: String, known: [String]) -> String {
        let close = EditDistance.closest(to: key, among: known)
        let hint = close.map { " Did you mean '\($0)'?" } ?? ""
        return "Unknown key \(EchoedValue(key)).\(hint) The keys here are "
            + known.joined(separator: ", ")
            + "."
    }

    /// The declared version; one newer than this viper-gen reads stops the reading, since the
    /// rest of the file follows rules this viper-gen does not know.
    private mutating func version(_ field: SpecField?, in spec: SpecLocation, file: String) throws
        -> Int
    {
        let current = ApplySpec.currentVersion
        guard let field else {
            report(
                spec,
                "The spec has no \"version\". Add \"version\": \(current), the version of the "
                    + "format it is written in.")
            return current
        }
        guard case .number(let text) = field.node.value, let version = Int(text), version >= 1
        else {
            report(
                field.location,
                "Must be \(current), the only version so far; this is "
                    + (Self.number(field.node).map { EchoedValue($0).unquoted } ?? field.node.kind)
                    + ".")
            return current
        }
        guard version <= current else {
            throw ApplySpecError(
                file: file,
                problems: [
                    ApplySpecProblem(
                        field.location,
                        "Version \(version) is newer than this viper-gen reads (\(current)). "
                            + "Update viper-gen, or write the spec in version \(current).")
                ])
        }
        return version
    }

    /// The number `node` holds, as written; nil when it is not a number.
    private static func number(_ node: JSONNode) -> String? {
        guard case .number(let text) = node.value else { return nil }
        return text
    }

    /// The paths of the entries whose names no entry before them takes; reports the others.
    private mutating func uniquelyNamed(_ entries: [ApplySpecEntry]) -> Set<String> {
        var seen: [String: ApplySpecEntry] = [:]
        var unique: Set<String> = []
        for entry in entries {
            let key = entry.normalizedName.lowercased()
            guard let first = seen[key] else {
                seen[key] = entry
                unique.insert(entry.location.path)
                continue
            }
            let kind = entry.kind.rawValue
            let what = "The \(kind) \(entry.normalizedName)"
            let other =
                "the \(first.kind.rawValue) \(first.normalizedName) (\(first.location.path))"
            if first.kind != entry.kind {
                report(
                    entry.nameLocation,
                    "\(what) would declare the same types as \(other), such as "
                        + "\(first.normalizedName)Assembly. Rename one of them.")
            } else if first.normalizedName != entry.normalizedName {
                report(
                    entry.nameLocation,
                    "\(what) differs only in case from \(other): their folders would be one on "
                        + "case-insensitive file systems. List each \(kind) once.")
            } else {
                report(
                    entry.nameLocation,
                    "\(what) is listed twice (first as \(first.location.path)). List each "
                        + "\(kind) once.")
            }
        }
        return unique
    }
}
