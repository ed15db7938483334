import ViperGenSwiftSource
import ViperGenSystem

/// Why a module cannot be made, removed or renamed as a Swift module of its own.
package enum ModulePackageError: Error, Equatable, ExitCodeError, CustomStringConvertible {
    /// A manifest is not in a shape viper-gen edits safely; the refusal says where, why and
    /// which lines to write by hand.
    case manifestRefused(ManifestEditRefusal)
    /// The manifest the layout names is missing.
    case missingManifest(path: String)
    /// The project records a module layout, but modules of its style are not made as Swift
    /// modules of their own.
    case styleWithoutPackages(ArchitectureStyle)
    /// The module would have the support module's name.
    case supportName(String)
    /// The support module the modules depend on is missing.
    case missingSupport(name: String, path: String)

    package var exitCode: ExitCode {
        switch self {
        case .supportName: return .usage
        case .styleWithoutPackages: return .badTemplate
        default: return .failure
        }
    }

    package var description: String {
        switch self {
        case .manifestRefused(let refusal):
            return refusal.description
        case .missingManifest(let path):
            return "\(path) does not exist, but the config's moduleLayout.manifest names it as "
                + "the package whose targets the modules are. Restore it, or fix "
                + "moduleLayout.manifest in .viper-gen.json."
        case .styleWithoutPackages(let style):
            let styles = ArchitectureStyle.modulePackageStyles.map(\.rawValue)
            return "the config's moduleLayout makes each module a Swift module of its own, which "
                + "viper-gen does for the \(styles.joined(separator: " and ")) styles, not for "
                + "\(style.rawValue) modules. Nothing was written. Remove moduleLayout from "
                + ".viper-gen.json to make \(style.rawValue) modules in the app's sources."
        case .supportName(let name):
            return "\(name) is the Swift module of the architecture's support code, which every "
                + "module depends on (moduleLayout.support in .viper-gen.json); give the module "
                + "another name. Nothing was written."
        case .missingSupport(let name, let path):
            return "the modules depend on \(name), the Swift module of the architecture's support "
                + "code, but \(path) does not exist. Run `viper-gen init --force` to make it, or "
                + "set moduleLayout.support in .viper-gen.json to the module that holds it."
        }
    }
}
