import Foundation

/// Finds imports of a C library module outside the platform layer, Sources/ViperGenSystem,
/// which must be the only code that touches the C library (issue 8).
///
/// A line counts as an import whatever its attributes (`@preconcurrency`, `@_implementationOnly`),
/// access level (`public import`), import kind (`import struct Glibc.stat`) or submodule
/// (`import Darwin.C`). Lines are not parsed as Swift: such a line inside a block comment or a
/// multi-line string literal is reported too.
enum LibcImportScanner {
    /// The C library modules of the platforms Swift runs on.
    static let modules: Set<String> = ["Glibc", "Darwin", "Musl", "ucrt", "WinSDK", "CRT"]

    /// The only folder whose files may import them, relative to the checkout.
    static let platformLayer = "Sources/ViperGenSystem/"

    /// The test doubles outside it that need the C library: the pseudo-terminal tests type on.
    static let testDoubles = ["Tests/ViperGenTestSupport/PseudoTerminal.swift"]

    /// The folders scanned, relative to the checkout.
    static let scannedFolders = ["Sources", "Tests"]

    /// Folders not scanned: stand-ins, goldens and fixtures hold stand-in or generated code, not
    /// viper-gen's own.
    static let skippedFolders = ["Tests/StandIns/", "Tests/Goldens/", "Tests/Fixtures/"]

    /// `path:line: text` for every C library import in the checkout's Swift files outside
    /// `allowedFolder` and `testDoubles`, with paths relative to `root`.
    static func violations(
        inCheckoutAt root: URL, allowing allowedFolder: String = platformLayer
    ) throws -> [String] {
        var found: [String] = []
        for folder in scannedFolders {
            let base = root.appendingPathComponent(folder)
            for subpath in try FileManager.default.subpathsOfDirectory(atPath: base.path).sorted()
            where subpath.hasSuffix(".swift") {
                let path = "\(folder)/\(subpath)"
                if path.hasPrefix(allowedFolder) || testDoubles.contains(path)
                    || skippedFolders.contains(where: path.hasPrefix)
                {
                    continue
                }
                let data = try Data(contentsOf: base.appendingPathComponent(subpath))
                found += violations(in: String(decoding: data, as: UTF8.self), path: path)
            }
        }
        return found
    }

    /// `path:line: text` for every line of `text` that imports a C library module.
    static func violations(in text: String, path: String) -> [String] {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        return lines.enumerated().compactMap { index, line in
            guard importedModule(in: line) != nil else { return nil }
            return "\(path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))"
        }
    }

    /// The C library module that `line` imports, or nil if it imports none.
    static func importedModule(in line: Substring) -> String? {
        guard let module = ImportDeclaration.module(in: line) else { return nil }
        return modules.contains(module) ? module : nil
    }
}
