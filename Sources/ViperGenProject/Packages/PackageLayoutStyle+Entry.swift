extension PackageLayoutStyle {
    /// The types of the module `name` other targets use (public with their members) and only
    /// name (public alone).
    package func types(of name: String) -> (entry: Set<String>, named: Set<String>) {
        (Set(entrySuffixes.map { name + $0 }), Set(namedSuffixes.map { name + $0 }))
    }

    /// The types of the module `name` of a `style` app that its app files may use, and import
    /// it for: swiftui's assembly when the style has no layout of its own.
    package static func appUsedTypes(of name: String, style: ArchitectureStyle) -> Set<String> {
        let types = (of(style) ?? .swiftui).types(of: name)
        return types.entry.union(types.named)
    }
}
