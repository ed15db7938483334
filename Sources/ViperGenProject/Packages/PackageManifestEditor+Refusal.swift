import ViperGenSwiftSource

/// The manifest editor as the commands use it: a manifest it cannot read or edit safely is a
/// ``ModulePackageError``, which states its exit code.
extension PackageManifestEditor {
    /// The text with `edits` made.
    package func edited(_ edits: [ManifestEdit]) throws -> String {
        do {
            return try applying(edits)
        } catch {
            throw ModulePackageError.manifestRefused(error)
        }
    }

    /// The targets `targets:` declares.
    package func declaredTargets() throws -> [ManifestTargetSummary] {
        do {
            return try targets
        } catch {
            throw ModulePackageError.manifestRefused(error)
        }
    }

    /// The names of the products `products:` declares.
    package func declaredProducts() throws -> [String] {
        do {
            return try productNames
        } catch {
            throw ModulePackageError.manifestRefused(error)
        }
    }
}
