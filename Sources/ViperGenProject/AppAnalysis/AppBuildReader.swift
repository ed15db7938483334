import ViperGenSwiftSource
import ViperGenSystem
import ViperGenText
import ViperGenXcode

/// Reads how an app is built: its Xcode app target's build settings (the target's over the
/// project's, each over its base `.xcconfig`, includes followed), else its Package.swift.
struct AppBuildReader {
    /// The file system to read from.
    let fileSystem: any FileSystem

    /// What was read, and where.
    struct Found: Equatable {
        /// The settings to record.
        var build = AppBuild()
        /// `SWIFT_STRICT_CONCURRENCY`, shown only.
        var strictConcurrency: String?
        /// `SWIFT_APPROACHABLE_CONCURRENCY`, shown only.
        var approachableConcurrency: String?
        /// The values of `SUPPORTED_PLATFORMS`, else of `SDKROOT`: the platforms the target
        /// builds for when only its `.xcconfig` says.
        var platformNames: [String] = []
        /// Where the settings were read (`the build settings of target MyApp in MyApp.xcodeproj`,
        /// `Package.swift`).
        var source = ""
    }

    /// The settings of target `target` of the `.xcodeproj` at `project` (a path relative to
    /// `folder`, without the extension); nil when its project file cannot be read or has no
    /// such target.
    func read(folder: String, project: String, target: String) -> Found? {
        let file = "\(project).xcodeproj/project.pbxproj"
        guard
            let bytes = try? fileSystem.readFile(at: AbsolutePath(validating: folder + "/" + file)),
            let settings = try? AppBuildSettings.read(inProject: bytes, file: file, target: target)
        else { return nil }
        let base = InitSettings.folder(of: project)
        let root = base == "." ? folder : folder + "/" + base
        var files: [String: [String: String]] = [:]
        for path in settings.baseConfigurations {
            files[path] = XCConfigFile.settings(of: path) { relative in
                let absolute = relative.hasPrefix("/") ? relative : root + "/" + relative
                return (try? fileSystem.readFile(at: AbsolutePath(validating: absolute))).flatMap {
                    String(strictUTF8: $0)
                }
            }
        }
        func value(_ key: String) -> [String] { settings.value(of: key, files: files) }
        var found = Found(source: "the build settings of target \(target) in \(project).xcodeproj")
        found.build.swiftVersion = value("SWIFT_VERSION").first.flatMap(Self.languageMode)
        found.build.defaultIsolation = value("SWIFT_DEFAULT_ACTOR_ISOLATION").first {
            AppBuild.isolations.contains($0)
        }
        found.build.deploymentTarget = Self.lowest(value("IPHONEOS_DEPLOYMENT_TARGET"))
        found.strictConcurrency = value("SWIFT_STRICT_CONCURRENCY").first
        found.approachableConcurrency = value("SWIFT_APPROACHABLE_CONCURRENCY").first
        let supported = value("SUPPORTED_PLATFORMS")
        found.platformNames = supported.isEmpty ? value("SDKROOT") : supported
        return found
    }

    /// The settings of the package whose Package.swift is in `folder`; nil without one.
    func readPackage(folder: String) -> Found? {
        guard
            let bytes = try? fileSystem.readFile(
                at: AbsolutePath(validating: folder + "/Package.swift")),
            let text = String(strictUTF8: bytes)
        else { return nil }
        let manifest = PackageManifestSettings(text: text)
        var found = Found(source: "Package.swift")
        found.build.swiftVersion = manifest.languageMode
        found.build.defaultIsolation = manifest.defaultIsolation
        found.build.deploymentTarget = manifest.iOSVersion
        return found
    }

    /// The language mode of a `SWIFT_VERSION` value (`5.0` -> `5`); nil for a value that is no
    /// version (`$(SOME_SETTING)`).
    static func languageMode(_ value: String) -> String? {
        let major = value.prefix { $0.isNumber }
        return major.isEmpty ? nil : String(major)
    }

    /// The lowest of the versions `values` (a target may support an older iOS in one
    /// configuration: what is generated must build in all of them); nil when none is one.
    static func lowest(_ values: [String]) -> String? {
        let versions = values.filter { ProjectConfigReader.isVersion($0, parts: 1...3) }
        return versions.min { left, right in
            let l = left.split(separator: ".").compactMap { Int($0) }
            let r = right.split(separator: ".").compactMap { Int($0) }
            return l.lexicographicallyPrecedes(r)
        }
    }
}
