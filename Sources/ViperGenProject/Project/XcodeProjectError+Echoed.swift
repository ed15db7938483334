import ViperGenSystem
import ViperGenXcode

extension XcodeProjectError {
    /// The same error with every target name, path and reason shown through ``EchoedValue``.
    ///
    /// ViperGenXcode depends on nothing, so its messages echo what the project file and
    /// `--target` hold; viper-gen rethrows its errors as this, and a project file shared in a
    /// repository cannot drive the terminal of whoever runs viper-gen.
    var echoed: XcodeProjectError {
        switch self {
        case .ambiguousTarget(let candidates):
            return .ambiguousTarget(candidates: candidates.map(Self.name))
        case .onlyExplicitTargets(let candidates):
            return .onlyExplicitTargets(candidates: candidates.map(Self.name))
        case .unknownTarget(let name, let available):
            return .unknownTarget(name: Self.name(name), available: available.map(Self.name))
        case .unknownTestTarget(let name, let available):
            return .unknownTestTarget(name: Self.name(name), available: available.map(Self.name))
        case .noApplicationTarget(let available):
            return .noApplicationTarget(available: available.map(Self.name))
        case .unparseable(let file, let line, let reason):
            return .unparseable(
                file: EchoedValue.escaped(file), line: line, reason: EchoedValue.escaped(reason))
        case .folderOutsideProject(let path):
            return .folderOutsideProject(path: EchoedValue.escaped(path))
        case .synchronizedFolderOfOtherTarget(let folder, let target):
            return .synchronizedFolderOfOtherTarget(
                folder: EchoedValue.escaped(folder), target: Self.name(target))
        }
    }

    /// A target name as a message shows it: escaped, cut when long.
    private static func name(_ name: String) -> String {
        EchoedValue(name).unquoted
    }
}
