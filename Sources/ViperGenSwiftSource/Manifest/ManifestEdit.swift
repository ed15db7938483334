/// One change viper-gen makes to a SwiftPM manifest (`Package.swift`), applied as a line edit
/// by ``PackageManifestEditor``.
package enum ManifestEdit: Equatable, Sendable {
    /// Adds `.library(name: name, targets: targets)` to `Package(products:)` (the argument is
    /// made when absent); nothing when a product of that name exists.
    case addLibraryProduct(name: String, targets: [String])
    /// Adds a target to `Package(targets:)`: a regular target after the last non-test target,
    /// a test target at the end; nothing when a target of that name exists.
    case addTarget(ManifestTarget)
    /// Adds `dependency` to the named target's `dependencies:` (made right after `name:` when
    /// absent); nothing when the target already depends on that name.
    case addTargetDependency(target: String, dependency: ManifestDependency)
    /// Adds `.package(path: path)` to `Package(dependencies:)` (made in the place SwiftPM's
    /// argument order requires when absent); nothing when that path is already a dependency.
    case addPackageDependency(path: String)
    /// Removes the product `name` (and `products:` when it was the only one); nothing when absent.
    case removeProduct(name: String)
    /// Removes the target `name`, every other target's dependency on it by name, and its name
    /// from products' `targets:` (a product of no other target goes with it); nothing when
    /// absent.
    case removeTarget(name: String)
    /// Removes the dependency named `dependency` (`"X"`, `.target(name: "X")`,
    /// `.byName(name: "X")` or `.product(name: "X", …)`) from the target's `dependencies:`
    /// (and the argument when it was the only one); nothing when absent.
    case removeTargetDependency(target: String, dependency: String)
    /// Removes `.package(path: path)` (and `dependencies:` when it was the only one).
    case removePackageDependency(path: String)
    /// Renames a target: its `name:`, its mentions in every `dependencies:` and products'
    /// `targets:`, and an explicit `path:` whose last component is the old name.
    case renameTarget(from: String, to: String)
    /// Renames a product: its `name:` in `products:` and every `.product(name:)` mention.
    case renameProduct(from: String, to: String)
    /// Changes a `.package(path:)` dependency's path, and the `package:` of the
    /// `.product(name:package:)` mentions naming the old path's last component.
    case renamePackageDependency(fromPath: String, toPath: String)
}
