import ViperGenXcode

/// How `viper-gen init` tells that an app keeps its features in local Swift packages.
extension InitSettings {
    /// The module layout of the app whose `.xcodeproj` is `project` (its path without the
    /// extension) and whose app target is `app`, with the finding that says why; nil when the
    /// app target links no local package's product, or its packages follow no layout.
    ///
    /// One package per feature: two or more local packages in one folder, each linked by its
    /// own product named as its folder (`Packages/Home` gives `Home`). One package of features:
    /// a single local package two or more of whose products the app target links. Either only
    /// when the linked packages hold at least as many Swift files as the app target's
    /// `sources`: the features live in them, the app target is their shell.
    static func moduleLayout(
        _ survey: AppSurvey, project: String?, app: String?, sources: String?
    ) -> (layout: ModuleLayout, finding: (String, String, String))? {
        guard let project, let app, let sources else { return nil }
        let folder = project.split(separator: "/").dropLast().joined(separator: "/")
        func fromRoot(_ path: String) -> String { folder.isEmpty ? path : folder + "/" + path }
        let linked = (survey.localPackages[project] ?? []).compactMap {
            package -> (path: String, products: [String])? in
            let products = package.linkedProducts.filter { $0.target == app }.map(\.product)
            return products.isEmpty ? nil : (fromRoot(package.path), products)
        }
        // Packages that hold less Swift than the app target are its libraries (a backend, a
        // design system), not its features: new modules then stay in the app's sources.
        let appFiles = survey.swiftFiles.filter { sources == "." || $0.hasPrefix(sources + "/") }
        let packageFiles = linked.reduce(0) { $0 + (survey.localPackageSwiftFiles[$1.path] ?? 0) }
        guard packageFiles >= appFiles.count else { return nil }
        var byFolder: [String: [String]] = [:]
        for package in linked {
            let parts = package.path.split(separator: "/")
            guard let name = parts.last, package.products == [String(name)] else { continue }
            byFolder[parts.dropLast().joined(separator: "/"), default: []].append(String(name))
        }
        if let (parent, names) = byFolder.filter({ $0.value.count >= 2 })
            .max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) })
        {
            let shown = names.sorted().joined(separator: ", ")
            return (
                .packages(folder: parent.isEmpty ? "." : parent),
                (
                    "module layout", "a package per module in \(parent.isEmpty ? "." : parent)",
                    "\(app) links the local packages \(shown)"
                )
            )
        }
        let features = linked.filter { $0.products.count >= 2 }
        guard features.count == 1 else { return nil }
        let package = features[0]
        return (
            .targets(manifest: package.path + "/Package.swift"),
            (
                "module layout", "a target per module in \(package.path)/Package.swift",
                "\(app) links its products \(package.products.sorted().joined(separator: ", "))"
            )
        )
    }
}
