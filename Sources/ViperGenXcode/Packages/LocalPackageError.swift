/// Why a local package could not be linked, unlinked or renamed in an Xcode project; each
/// message says what to do instead.
package enum LocalPackageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The project file could not be read, or the target named does not exist.
    case project(XcodeProjectError)
    /// No target was named and the project has no application target.
    case noApplicationTarget(available: [String])
    /// No target was named and the project has more than one application target.
    case ambiguousTarget(candidates: [String])
    /// The package path is empty or absolute.
    case invalidPackagePath(path: String)
    /// The product name is empty.
    case invalidProductName(name: String)
    /// The target already links a product of that name from another package (`package` is
    /// that package's path, or a description of a remote package).
    case productLinkedFromAnotherPackage(product: String, target: String, package: String)
    /// The project refers to no local package at that path.
    case packageNotFound(path: String, available: [String])
    /// A rename's new path is already the path of another local package of the project.
    case pathTakenByAnotherPackage(path: String)

    /// The message for a person, ending with what to do.
    package var description: String {
        switch self {
        case .project(let error):
            return error.description
        case .noApplicationTarget(let available):
            guard !available.isEmpty else {
                return "The Xcode project has no targets to link the package to; add the app "
                    + "target in Xcode first."
            }
            return "The Xcode project has no application target to link the package to; pass "
                + "--target NAME with one of: \(available.joined(separator: ", "))."
        case .ambiguousTarget(let candidates):
            return "More than one application target could link the package ("
                + "\(candidates.joined(separator: ", "))); pass --target NAME to choose one."
        case .invalidPackagePath(let path):
            return "\"\(path)\" is not a package folder relative to the folder holding the "
                + ".xcodeproj; give a relative path such as Packages/Payments."
        case .invalidProductName(let name):
            return "\"\(name)\" is not a product name; give the library product's name, such "
                + "as Payments."
        case .productLinkedFromAnotherPackage(let product, let target, let package):
            return "Target \(target) already links a product named \(product) from \(package); "
                + "rename the new package's product, or unlink the other one in Xcode (target "
                + "\(target) > General > Frameworks, Libraries, and Embedded Content) first."
        case .packageNotFound(let path, let available):
            let known = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "The Xcode project refers to no local package at \(path) (it refers to: "
                + "\(known)); give the path of one of those, or add the package in Xcode first."
        case .pathTakenByAnotherPackage(let path):
            return "The Xcode project already refers to a local package at \(path); choose "
                + "another name, or remove that package from the project first."
        }
    }
}
