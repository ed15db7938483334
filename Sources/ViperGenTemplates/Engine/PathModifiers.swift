/// The path modifiers in pure Swift, with NSString's results for ordinary paths.
///
/// swift-corelibs-foundation's NSString path methods trap on some inputs (a one-character
/// value, `//` before a non-ASCII character), so the engine never calls them.
enum PathModifiers {
    /// The last component: `/tmp/scratch.tiff` → `scratch.tiff`, `/tmp/` → `tmp`, `/` → `/`.
    static func lastPathComponent(_ path: String) -> String {
        let (isAbsolute, components) = split(path)
        return components.last.map(String.init) ?? (isAbsolute ? "/" : "")
    }

    /// All but the last component: `/tmp/scratch.tiff` → `/tmp`, `/tmp` → `/`, `a` → ``.
    static func deletingLastPathComponent(_ path: String) -> String {
        let (isAbsolute, components) = split(path)
        return join(isAbsolute: isAbsolute, components.dropLast().map(String.init))
    }

    /// The last component's extension: `scratch.tiff` → `tiff`, `.bashrc` → ``, `a.` → ``.
    static func pathExtension(_ path: String) -> String {
        let (_, components) = split(path)
        guard let last = components.last else { return "" }
        return extensionRange(of: last).map { String(last[$0.upperBound...]) } ?? ""
    }

    /// The path without the last component's extension: `/tmp/scratch.tiff` → `/tmp/scratch`.
    static func deletingPathExtension(_ path: String) -> String {
        let (isAbsolute, components) = split(path)
        guard let last = components.last else { return isAbsolute ? "/" : "" }
        let stem = extensionRange(of: last).map { String(last[..<$0.lowerBound]) } ?? String(last)
        return join(isAbsolute: isAbsolute, components.dropLast().map(String.init) + [stem])
    }

    /// Whether the path is absolute, and its non-empty components.
    private static func split(_ path: String) -> (Bool, [Substring]) {
        (path.hasPrefix("/"), path.split(separator: "/"))
    }

    /// The components joined with `/`, behind a `/` for an absolute path.
    private static func join(isAbsolute: Bool, _ components: [String]) -> String {
        (isAbsolute ? "/" : "") + components.joined(separator: "/")
    }

    /// The range of the extension's dot, if the name has an extension (a dot that is neither
    /// its first nor its last character).
    private static func extensionRange(of name: Substring) -> Range<Substring.Index>? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
            name.index(after: dot) != name.endIndex
        else { return nil }
        return dot..<name.index(after: dot)
    }
}
