import ViperGenSystem

/// The names a `--json` error document gives an error, for tools to branch on: its `kind`, one
/// of a few fixed words chosen by its exit code, and its `code`, which error it is.
///
/// The code is the error's type without `Error`, then its case (or, for a struct with a
/// `reason`, the reason's case): `project.malformedConfig`, `usage.unknownOption`,
/// `remove.edited`. docs/reference.md lists the kinds and how codes are made.
package enum ErrorName {
    /// The kind of error exit `code` stands for: `usage` (64), `badInput` (65), `cannotCreate`
    /// (73), `outputFailed` (74), `busy` (75), `interrupted` (129, 130, 131, 143) or `failure`.
    package static func kind(of code: ExitCode) -> String {
        switch code {
        case .usage: return "usage"
        case .badTemplate: return "badInput"
        case .cannotCreate: return "cannotCreate"
        case .outputFailed: return "outputFailed"
        case .busy: return "busy"
        case .hungUp, .interrupted, .quit, .terminated: return "interrupted"
        case .success, .failure: return "failure"
        }
    }

    /// Which error `error` is: `<type>.<case>` (`project.unreadableConfig`), or the type alone
    /// when it has no case.
    package static func code(of error: Error) -> String {
        var type = String(describing: Swift.type(of: error))
        if type.hasSuffix("Error"), type.count > 5 { type.removeLast(5) }
        let domain = type.prefix(1).lowercased() + type.dropFirst()
        let mirror = Mirror(reflecting: error)
        if mirror.displayStyle == .enum {
            return caseName(of: error).map { domain + "." + $0 } ?? domain
        }
        if let reason = mirror.children.first(where: { $0.label == "reason" })?.value,
            let name = caseName(of: reason)
        {
            return domain + "." + name
        }
        return domain
    }

    /// The case of `value` when it is an enum: the label of its payload, else its own text
    /// when it does not describe itself otherwise.
    private static func caseName(of value: Any) -> String? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum else { return nil }
        if let label = mirror.children.first?.label { return label }
        if let raw = value as? any RawRepresentable, let text = raw.rawValue as? String {
            return text
        }
        guard !(value is CustomStringConvertible) else { return nil }
        return String(describing: value)
    }
}
