/// A `PBXNativeTarget` of the project with what choosing it and adding to it needs.
struct NativeTarget: Equatable, Sendable {
    /// The target's identifier.
    var id: String
    /// The target's name.
    var name: String
    /// The product type, such as `com.apple.product-type.application`.
    var productType: String
    /// The identifiers of its build phases, in order.
    var buildPhases: [String]
    /// The identifiers of its synchronized folders.
    var synchronizedGroups: [String]
    /// Its `productName`, the product's name unless a build configuration sets PRODUCT_NAME.
    var productName: String?
    /// The identifier of its `XCConfigurationList`, if it has one.
    var buildConfigurationList: String?

    /// The application product type.
    static let application = "com.apple.product-type.application"

    /// Whether viper-gen may choose the target without being told: not a test bundle and not an
    /// extension.
    var isImplicitCandidate: Bool {
        !productType.contains("test") && !productType.contains("extension")
    }

    /// The project's native targets, in the order the project lists them.
    static func all(in document: ProjectDocument) -> [NativeTarget] {
        let listed = document.project.references("targets")
        let others = document.objects(of: "PBXNativeTarget").map(\.id).filter {
            !listed.contains($0)
        }
        return (listed + others).compactMap { id in
            guard let object = document[id], object.isa == "PBXNativeTarget" else { return nil }
            return NativeTarget(
                id: id, name: object.string("name") ?? object.string("productName") ?? id,
                productType: object.string("productType") ?? "",
                buildPhases: object.references("buildPhases"),
                synchronizedGroups: object.references("fileSystemSynchronizedGroups"),
                productName: object.string("productName"),
                buildConfigurationList: object.string("buildConfigurationList"))
        }
    }

    /// The identifier of its phase of class `isa`, if it has one.
    func phase(_ isa: String, in document: ProjectDocument) -> String? {
        buildPhases.first { document[$0]?.isa == isa }
    }

    /// The identifiers of the file references its build phases build.
    func builtFiles(in document: ProjectDocument) -> Set<String> {
        var result: Set<String> = []
        for phase in buildPhases {
            for buildFile in document[phase]?.references("files") ?? [] {
                if let file = document[buildFile]?.string("fileRef") { result.insert(file) }
            }
        }
        return result
    }
}
