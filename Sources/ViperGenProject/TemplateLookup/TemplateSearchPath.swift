import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The folders viper-gen looks for templates in, in order, before its built-in templates.
///
/// 1. the project's `.viper-gen/templates/` (inside a viper-gen project);
/// 2. the user's `$XDG_CONFIG_HOME/viper-gen/templates` (default
///    `~/.config/viper-gen/templates`);
/// 3. Xcode's `~/Library/Developer/Xcode/Templates` on macOS, or the folder
///    `VIPER_GEN_XCODE_TEMPLATES` names (on any system), searched for `<Name>.xctemplate`
///    folders at any depth.
///
/// A template given as a path (`--template ./x`) is read from there and is not searched for.
package enum TemplateSearchPath {
    /// The variable naming the folder searched like Xcode's templates folder.
    static let xcodeTemplatesVariable = "VIPER_GEN_XCODE_TEMPLATES"
    /// The project's template folder, relative to its root.
    package static let projectFolder = ".viper-gen/templates"

    /// The folders for a run in `environment`, inside `project` if any; missing ones included.
    static func folders(environment: RunEnvironment, project: Project?) -> [TemplateSearchFolder] {
        var folders: [TemplateSearchFolder] = []
        if let project {
            folders.append(
                TemplateSearchFolder(
                    origin: .project,
                    path: project.root.appending(component: projectFolder)))
        }
        if let user = userFolder(environment.variables) {
            folders.append(TemplateSearchFolder(origin: .user, path: user))
        }
        if let xcode = xcodeFolder(
            environment.variables, base: environment.currentDirectory)
        {
            folders.append(TemplateSearchFolder(origin: .xcode, path: xcode, isRecursive: true))
        }
        return folders
    }

    /// `$XDG_CONFIG_HOME/viper-gen/templates`, else `$HOME/.config/viper-gen/templates`.
    static func userFolder(_ variables: [String: String]) -> AbsolutePath? {
        if let config = variables["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return AbsolutePath(config + "/viper-gen/templates", relativeTo: .root)
        }
        guard let home = home(variables) else { return nil }
        return home.appending(components: ".config", "viper-gen", "templates")
    }

    /// `VIPER_GEN_XCODE_TEMPLATES` (relative to `base` unless absolute), else
    /// `~/Library/Developer/Xcode/Templates` on macOS.
    static func xcodeFolder(_ variables: [String: String], base: AbsolutePath) -> AbsolutePath? {
        if let folder = variables[xcodeTemplatesVariable], !folder.isEmpty {
            return absolute(folder, base: base)
        }
        guard HostPlatform.current.hasXcode else { return nil }
        return home(variables)?.appending(
            components: "Library", "Developer", "Xcode", "Templates")
    }

    /// `HOME`, when it is an absolute path.
    static func home(_ variables: [String: String]) -> AbsolutePath? {
        guard let home = variables["HOME"] else { return nil }
        return try? AbsolutePath(validating: home)
    }

    /// `path` with `~` expanded, relative to `base` unless absolute, standardized.
    package static func absolute(_ path: String, base: AbsolutePath) -> AbsolutePath {
        AbsolutePath(TildeExpansion.system.expanding(path), relativeTo: base)
    }
}
