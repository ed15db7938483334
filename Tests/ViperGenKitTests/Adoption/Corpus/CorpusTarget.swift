/// One target of a corpus project: what it builds, the folders whose files it builds (as
/// classic groups or, from objectVersion 70, synchronized folders) and how it is linked.
struct CorpusTarget {
    /// The target's name.
    var name: String
    /// What it builds.
    var kind: CorpusTargetKind
    /// Folders (relative to the project's folder) whose files are members, through groups.
    var folders: [String] = []
    /// Folders (relative to the project's folder) synchronized into the target.
    var synchronizedFolders: [String] = []
    /// For a test bundle: the app it tests.
    var host: String? = nil
    /// For a unit-test bundle: whether `TEST_HOST`/`BUNDLE_LOADER` name the host.
    var testHostSetting = true
    /// For a test bundle: whether it depends on the host target.
    var dependsOnHost = true
    /// Targets whose products this one embeds (extensions, a watch app), and depends on.
    var embeds: [String] = []
    /// Whether CocoaPods integrates the target (`Pods_<name>.framework`, `[CP]` phases).
    var pods = false
    /// Files of `folders` it does not build (relative to the project's folder), such as a
    /// widget's `@main` bundle in a folder whose views the app compiles too.
    var excludes: [String] = []
    /// Build settings of its own, such as `SDKROOT` for a macOS or tvOS target.
    var settings: [String: String] = [:]

    /// An app target building `folders`.
    static func app(_ name: String, _ folders: [String], embeds: [String] = [], pods: Bool = false)
        -> CorpusTarget
    {
        CorpusTarget(name: name, kind: .app, folders: folders, embeds: embeds, pods: pods)
    }

    /// A unit-test target building `folders` and testing `host`.
    static func unitTests(_ name: String, _ folders: [String], host: String) -> CorpusTarget {
        CorpusTarget(name: name, kind: .unitTests, folders: folders, host: host)
    }

    /// A UI-test target building `folders` and testing `host`.
    static func uiTests(_ name: String, _ folders: [String], host: String) -> CorpusTarget {
        CorpusTarget(
            name: name, kind: .uiTests, folders: folders, host: host, testHostSetting: false)
    }

    /// The product's file name, such as `Shop.app`.
    var productFile: String { name + "." + kind.product.suffix }

    /// The module name Xcode derives from the target's name (`My-Shop` → `My_Shop`).
    var moduleName: String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// Whether `path` (relative to the project's folder) lies in one of `folders`.
    func builds(_ path: String) -> Bool {
        folders.contains { $0 == "." ? !path.contains("/") : path.hasPrefix($0 + "/") }
            && !excludes.contains(path)
    }
}
