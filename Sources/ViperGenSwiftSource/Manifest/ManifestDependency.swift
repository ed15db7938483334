/// One element of a target's `dependencies:`.
package enum ManifestDependency: Equatable, Sendable {
    /// `"X"`: a target of the same package (or a product of the same name).
    case byName(String)
    /// `.product(name: "X", package: "P")`: a product of another package.
    case product(name: String, package: String)

    /// The target or product it names.
    package var name: String {
        switch self {
        case .byName(let name), .product(let name, _): name
        }
    }

    /// The element as Swift source.
    var sourceText: String {
        switch self {
        case .byName(let name): ManifestLiteral.quoted(name)
        case .product(let name, let package):
            ".product(name: \(ManifestLiteral.quoted(name)), package: "
                + "\(ManifestLiteral.quoted(package)))"
        }
    }
}
