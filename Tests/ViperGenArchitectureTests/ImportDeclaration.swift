/// Reads the module an import declaration line imports, whatever its attributes
/// (`@preconcurrency`, `@_implementationOnly`), access level (`public import`), import kind
/// (`import struct Glibc.stat`) or submodule (`import Darwin.C`).
///
/// Lines are not parsed as Swift: such a line inside a block comment or a multi-line string
/// literal counts too.
enum ImportDeclaration {
    /// The top-level module `line` imports, or nil if it is not an import declaration.
    static func module(in line: Substring) -> String? {
        // Cheap test first: building and running the regex on every line is slow.
        guard line.contains("import"), let match = line.prefixMatch(of: pattern) else {
            return nil
        }
        return String(match.module)
    }

    /// An import declaration at the start of a line, capturing the top-level module's name.
    private static var pattern: Regex<(Substring, module: Substring)> {
        #/
        \s* (?: (?: @\w+ (?: \( [^)]* \) )? | public | package | internal | fileprivate | private
            | open ) \s+ )*
        import \s+ (?: (?: typealias | struct | class | enum | protocol | let | var | func ) \s+ )?
        (?<module> \w+)
        /#
    }
}
