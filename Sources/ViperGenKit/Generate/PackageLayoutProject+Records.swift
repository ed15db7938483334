import ViperGenProject
import ViperGenSwiftSource
import ViperGenTemplates

/// The config and the Main module's record of a project laid out in targets.
extension PackageLayoutProject {
    /// `config` recording the layout and, for a style that `recordsAppFiles`, where the app
    /// files now are among `files` (paths relative to the output folder).
    func laidOutConfig(_ config: ProjectConfig, files: [String], recordsAppFiles: Bool)
        -> ProjectConfig
    {
        var laidOut = config
        laidOut.moduleLayout = layout
        let root = projectName + "/"
        let projectFiles = files.filter { $0.hasPrefix(root) }.map {
            String($0.dropFirst(root.count))
        }
        .sorted()
        func path(of role: AppFileRole) -> String? {
            projectFiles.first { $0 == role.fileName || $0.hasSuffix("/" + role.fileName) }
        }
        laidOut.appFiles =
            !recordsAppFiles
            ? nil
            : AppFiles(
                rootApp: path(of: .rootApp), views: path(of: .views),
                viewBuilder: path(of: .viewBuilder), rootView: path(of: .rootView))
        laidOut.servicesPath = layout.supportPlaces.sources + "/Services"
        return laidOut
    }

    /// The record `bytes` (at `file`) listing the module's files at their new paths, with the
    /// digests of their new contents (`files`, by path relative to the output folder).
    func laidOutRecord(
        _ bytes: [UInt8], file: String, paths: PackageLayoutPaths, files: [String: [UInt8]]
    ) throws -> [UInt8] {
        var record = try GenerationRecord.decode(bytes, file: file)
        let root = projectName + "/"
        var moved: [String: String] = [:]
        for (path, digest) in record.files {
            let newPath = paths.path(of: path)
            moved[newPath] = files[root + newPath].map(GenerationRecord.digest) ?? digest
        }
        record.files = moved
        return try record.encoded()
    }
}
