/// The build settings a target's build configurations (Debug, Release, ...) set, read from its
/// `XCConfigurationList`: enough to tell which app a test target is hosted in.
struct BuildSettings {
    /// The parsed project file.
    let document: ProjectDocument

    /// The values the build configurations of `target` give `key`, in order and without
    /// repeats; empty when none sets it.
    func values(of key: String, for target: NativeTarget) -> [String] {
        guard let list = target.buildConfigurationList.flatMap({ document[$0] }) else {
            return []
        }
        var values: [String] = []
        for configuration in list.references("buildConfigurations") {
            guard let value = document[configuration]?.node["buildSettings"]?[key]?.string,
                !values.contains(value)
            else { continue }
            values.append(value)
        }
        return values
    }

    /// The names of the products `target` builds: PRODUCT_NAME's values, `$(TARGET_NAME)`
    /// standing for the target's name, else its `productName`, else its name.
    func productNames(of target: NativeTarget) -> [String] {
        let names = values(of: "PRODUCT_NAME", for: target).map { value in
            Self.targetNameReferences.contains(value) ? target.name : value
        }
        return names.isEmpty ? [target.productName ?? target.name] : names
    }

    /// The names of the apps `target`'s TEST_HOST or BUNDLE_LOADER loads it into: `<Product>`
    /// for a path `$(BUILT_PRODUCTS_DIR)/<Product>.app/...`.
    func hostProductNames(of target: NativeTarget) -> [String] {
        (values(of: "TEST_HOST", for: target) + values(of: "BUNDLE_LOADER", for: target))
            .compactMap(Self.hostProduct)
    }

    /// The spellings of a build setting that is the target's name.
    private static let targetNameReferences = ["$(TARGET_NAME)", "${TARGET_NAME}"]

    /// `<Product>` of a host path `$(BUILT_PRODUCTS_DIR)/<Product>.app/...`, or nil.
    private static func hostProduct(_ path: String) -> String? {
        let prefix = ["$(BUILT_PRODUCTS_DIR)/", "${BUILT_PRODUCTS_DIR}/"].first {
            path.hasPrefix($0)
        }
        guard let prefix else { return nil }
        let bundle = path.dropFirst(prefix.count).split(separator: "/").first ?? ""
        guard bundle.hasSuffix(".app"), bundle.count > ".app".count else { return nil }
        return String(bundle.dropLast(".app".count))
    }
}

extension BuildSettings {
    /// The values the project's own build configurations give `key` (what every target
    /// inherits unless it sets `key`), in order and without repeats.
    func projectValues(of key: String) -> [String] {
        let project = NativeTarget(
            id: document.project.id, name: "", productType: "", buildPhases: [],
            synchronizedGroups: [], productName: nil,
            buildConfigurationList: document.project.string("buildConfigurationList"))
        return values(of: key, for: project)
    }
}
