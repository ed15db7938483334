/// Edits a SwiftPM manifest (`Package.swift`) as text: each ``ManifestEdit`` changes only the
/// lines it must, in the file's own indentation and comma style, comments kept; a manifest in a
/// shape that cannot be edited safely (a computed array, a place inside `#if`, a target declared
/// twice) is refused with the lines to change by hand.
package struct PackageManifestEditor: Sendable {
    /// The manifest's text.
    package let text: String
    /// The manifest's name in messages, such as `Packages/Payments/Package.swift`.
    package let file: String

    /// An editor of the manifest `text`, named `file` in messages.
    package init(text: String, file: String) {
        self.text = text
        self.file = file
    }

    /// The text with `edits` made in order, each reading the text the one before left.
    package func applying(_ edits: [ManifestEdit]) throws(ManifestEditRefusal) -> String {
        var current = text
        for edit in edits {
            current = try ManifestDocument(current, file: file).applying(edit)
        }
        return current
    }

    /// The targets `targets:` declares, in order.
    package var targets: [ManifestTargetSummary] {
        get throws(ManifestEditRefusal) { try ManifestDocument(text, file: file).targetSummaries() }
    }

    /// The names of the products `products:` declares, in order (names that are not literals
    /// left out; a `let` declared in each branch of an `#if` counted once).
    package var productNames: [String] {
        get throws(ManifestEditRefusal) {
            let document = try ManifestDocument(text, file: file)
            let products = try document.array(
                "products", of: document.package, place: "`products:` of `Package(`", .change,
                lines: [])
            var positions: Set<Int> = []
            return document.calls(in: products).filter { positions.insert($0.position).inserted }
                .compactMap { $0.literal("name", in: document.text) }
        }
    }

    /// The package's `name:`, when it is a string literal.
    package var packageName: String? {
        get throws(ManifestEditRefusal) {
            let document = try ManifestDocument(text, file: file)
            guard let name = document.package.items.first(where: { $0.label == "name" }),
                name.valueFirst == name.last
            else { return nil }
            return document.text.literal(at: name.valueFirst)
        }
    }

    /// The paths of the `.package(path:)` dependencies, in order.
    package var localPackageDependencyPaths: [String] {
        get throws(ManifestEditRefusal) {
            let document = try ManifestDocument(text, file: file)
            let dependencies = try document.array(
                "dependencies", of: document.package, place: ManifestDocument.dependenciesPlace,
                .change, lines: [])
            return document.calls(in: dependencies).filter { $0.function == "package" }
                .compactMap { $0.literal("path", in: document.text) }
        }
    }
}
