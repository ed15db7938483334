import ViperGenSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The IDETemplateMacros.plist files that customise macros for a run, in Xcode's order.
///
/// The first file defining a macro wins, macro by macro:
///
/// 1. `<Project>.xcodeproj/xcuserdata/<login>.xcuserdatad/IDETemplateMacros.plist`
/// 2. `<Project>.xcodeproj/xcshareddata/IDETemplateMacros.plist`
/// 3. `<Workspace>.xcworkspace/xcuserdata/<login>.xcuserdatad/IDETemplateMacros.plist`
/// 4. `<Workspace>.xcworkspace/xcshareddata/IDETemplateMacros.plist`
/// 5. `~/Library/Developer/Xcode/UserData/IDETemplateMacros.plist` (macOS), or the one in the
///    folder `VIPER_GEN_XCODE_USERDATA` names
///
/// The project and workspace are the nearest at or above the current folder; a Swift package's
/// workspace is its `.swiftpm/xcode/package.xcworkspace`.
package struct TemplateMacroFiles {
    /// The file name Xcode reads.
    static let fileName = "IDETemplateMacros.plist"
    /// The variable naming the folder that stands for Xcode's `UserData` folder.
    static let userDataVariable = "VIPER_GEN_XCODE_USERDATA"
    /// A Swift package's workspace, relative to the package's folder.
    static let packageWorkspace = ".swiftpm/xcode/package.xcworkspace"

    /// The file system searched.
    let fileSystem: any FileSystem

    /// The candidate files, in order, for a run in `folder` as `login`; missing ones included.
    func paths(from folder: AbsolutePath, login: String?, variables: [String: String])
        -> [String]
    {
        var paths: [String] = []
        for container in nearestContainers(from: folder) {
            guard let container else { continue }
            if let login, !login.isEmpty {
                paths.append("\(container)/xcuserdata/\(login).xcuserdatad/\(Self.fileName)")
            }
            paths.append("\(container)/xcshareddata/\(Self.fileName)")
        }
        if let userData = Self.userDataFolder(variables, base: folder) {
            paths.append("\(userData)/\(Self.fileName)")
        }
        return paths
    }

    /// `VIPER_GEN_XCODE_USERDATA` (relative to `base` unless absolute), else
    /// `~/Library/Developer/Xcode/UserData` on macOS.
    static func userDataFolder(_ variables: [String: String], base: AbsolutePath) -> String? {
        if let folder = variables[userDataVariable], !folder.isEmpty {
            return TemplateSearchPath.absolute(folder, base: base).pathString
        }
        guard HostPlatform.current.hasXcode else { return nil }
        return TemplateSearchPath.home(variables).map {
            $0.appending(components: "Library", "Developer", "Xcode", "UserData").pathString
        }
    }

    /// The nearest project and the nearest workspace at or above `folder`.
    ///
    /// In each folder, the first entry (sorted) that is one; one walk up finds both, listing
    /// only the candidate names.
    private func nearestContainers(from folder: AbsolutePath) -> [String?] {
        var project: String?
        var workspace: String?
        var current = folder
        while project == nil || workspace == nil {
            let names =
                (try? fileSystem.contentsOfDirectory(at: current) { name in
                    name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
                        || name == "Package.swift"
                }) ?? []
            for name in names where project == nil {
                project = isProject(current.pathString, name)
            }
            for name in names where workspace == nil {
                workspace = isWorkspace(current.pathString, name)
            }
            if current.isRoot { break }
            current = current.parentDirectory
        }
        return [project, workspace]
    }

    /// `folder/name` when it is an `.xcodeproj`.
    private func isProject(_ folder: String, _ name: String) -> String? {
        name.hasSuffix(".xcodeproj") ? "\(folder)/\(name)" : nil
    }

    /// `folder/name` when it is an `.xcworkspace`, or the package workspace of a package.
    private func isWorkspace(_ folder: String, _ name: String) -> String? {
        if name.hasSuffix(".xcworkspace") { return "\(folder)/\(name)" }
        guard name == "Package.swift" else { return nil }
        let workspace = "\(folder)/\(Self.packageWorkspace)"
        return (try? fileSystem.entryKind(at: AbsolutePath(validating: workspace))) == .directory
            ? workspace : nil
    }
}
