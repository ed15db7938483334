/// Writes one target of a corpus project: its build phases, its dependencies (on the app it
/// tests, on what it embeds) and its build configurations.
struct CorpusTargetWriter {
    /// The project object's id, which item proxies point to.
    let projectID: String
    /// Every target's id, by name.
    let targetIDs: [String: String]
    /// Every target's product reference, by name.
    let products: [String: CorpusPlistValue]
    /// The watch apps, which are embedded as watch content rather than as extensions.
    let watchApps: Set<String>

    /// Adds `target` with build files for `sources` and `resources` (file references), its
    /// `synchronized` folders and, when CocoaPods integrates it, its framework and
    /// configurations; returns its reference.
    func add(
        _ target: CorpusTarget, to objects: inout CorpusProjectObjects,
        sources: [CorpusPlistValue], resources: [CorpusPlistValue],
        synchronized: [CorpusPlistValue],
        pods: (framework: CorpusPlistValue, configurations: [CorpusPlistValue])?
    ) -> CorpusPlistValue {
        let podsFolder = "${PODS_ROOT}/Target Support Files/Pods-\(target.name)"
        var phases: [CorpusPlistValue] = []
        if pods != nil {
            phases.append(
                Self.script(
                    &objects, "[CP] Check Pods Manifest.lock",
                    "diff \"${PODS_PODFILE_DIR_PATH}/Podfile.lock\" \"${PODS_ROOT}/Manifest.lock\"\n"
                ))
        }
        phases.append(Self.phase(&objects, "PBXSourcesBuildPhase", "Sources", sources))
        phases.append(
            Self.phase(
                &objects, "PBXFrameworksBuildPhase", "Frameworks",
                pods.map { [$0.framework] } ?? []))
        if !resources.isEmpty || target.kind == .app {
            phases.append(Self.phase(&objects, "PBXResourcesBuildPhase", "Resources", resources))
        }
        let (watch, extensions) = (
            target.embeds.filter(watchApps.contains),
            target.embeds.filter { !watchApps.contains($0) }
        )
        if !extensions.isEmpty {
            phases.append(embedPhase("Embed Foundation Extensions", extensions, &objects))
        }
        if !watch.isEmpty { phases.append(embedPhase("Embed Watch Content", watch, &objects)) }
        if pods != nil {
            phases.append(
                Self.script(
                    &objects, "[CP] Embed Pods Frameworks",
                    "\"\(podsFolder)/Pods-\(target.name)-frameworks.sh\"\n"))
        }
        let hosts =
            target.kind.isTests && target.dependsOnHost ? [target.host].compactMap { $0 } : []
        let dependencies = (hosts + target.embeds).map { dependency(on: $0, &objects) }
        let configurations = Self.configurationList(
            &objects, owner: "PBXNativeTarget \"\(target.name)\"", settings: settings(of: target),
            base: pods?.configurations)
        let groups: [(String, CorpusPlistValue)] =
            synchronized.isEmpty ? [] : [("fileSystemSynchronizedGroups", .list(synchronized))]
        return objects.add(
            "PBXNativeTarget", comment: target.name, id: targetIDs[target.name],
            [
                ("buildConfigurationList", configurations), ("buildPhases", .list(phases)),
                ("buildRules", .list([])), ("dependencies", .list(dependencies)),
            ] + groups + [
                ("name", .string(target.name)), ("productName", .string(target.name)),
                ("productReference", products[target.name] ?? .string("")),
                ("productType", .string(target.kind.productType)),
            ])
    }

    /// The build settings of `target` (the same in Debug and Release).
    private func settings(of target: CorpusTarget) -> [(String, CorpusPlistValue)] {
        var settings: [(String, CorpusPlistValue)] = [
            ("PRODUCT_BUNDLE_IDENTIFIER", .string("com.example." + target.name)),
            ("PRODUCT_NAME", .string("$(TARGET_NAME)")),
        ]
        switch target.kind {
        case .unitTests where target.testHostSetting:
            let host = target.host ?? ""
            settings.insert(("BUNDLE_LOADER", .string("$(TEST_HOST)")), at: 0)
            settings.append(("TEST_HOST", .string("$(BUILT_PRODUCTS_DIR)/\(host).app/\(host)")))
        case .uiTests: settings.append(("TEST_TARGET_NAME", .string(target.host ?? "")))
        case .watchApp: settings.append(("SDKROOT", .string("watchos")))
        case .framework:
            settings.insert(("DEFINES_MODULE", .string("YES")), at: 0)
            settings.append(("SKIP_INSTALL", .string("YES")))
        default: break
        }
        // The target's own settings replace the ones above.
        return settings.filter { target.settings[$0.0] == nil }
            + target.settings.keys.sorted().map { ($0, .string(target.settings[$0] ?? "")) }
    }

    /// The copy phase `name` embedding the products of `targets`: into the app's PlugIns
    /// folder, or its Watch folder for watch content.
    private func embedPhase(
        _ name: String, _ targets: [String], _ objects: inout CorpusProjectObjects
    ) -> CorpusPlistValue {
        let watch = name == "Embed Watch Content"
        let files = targets.compactMap { embedded in
            products[embedded].map { product in
                objects.add(
                    "PBXBuildFile", comment: "\(Self.comment(of: product)) in \(name)",
                    [("fileRef", product)])
            }
        }
        return objects.add(
            "PBXCopyFilesBuildPhase", comment: name,
            [
                ("buildActionMask", .string("2147483647")),
                ("dstPath", .string(watch ? "$(CONTENTS_FOLDER_PATH)/Watch" : "")),
                ("dstSubfolderSpec", .string(watch ? "16" : "13")), ("files", .list(files)),
                ("name", .string(name)), ("runOnlyForDeploymentPostprocessing", .string("0")),
            ])
    }

    /// A dependency on the target `name`, through an item proxy.
    private func dependency(on name: String, _ objects: inout CorpusProjectObjects)
        -> CorpusPlistValue
    {
        let proxy = objects.add(
            "PBXContainerItemProxy", comment: "PBXContainerItemProxy",
            [
                ("containerPortal", .reference(projectID, comment: "Project object")),
                ("proxyType", .string("1")),
                ("remoteGlobalIDString", .string(targetIDs[name] ?? "")),
                ("remoteInfo", .string(name)),
            ])
        return objects.add(
            "PBXTargetDependency", comment: "PBXTargetDependency",
            [("target", .reference(targetIDs[name] ?? "", comment: name)), ("targetProxy", proxy)])
    }

    /// A build phase of `isa` with a build file for each of `files`.
    private static func phase(
        _ objects: inout CorpusProjectObjects, _ isa: String, _ name: String,
        _ files: [CorpusPlistValue]
    ) -> CorpusPlistValue {
        let buildFiles = files.map { file in
            let comment = "\(Self.comment(of: file)) in \(name)"
            return objects.add("PBXBuildFile", comment: comment, [("fileRef", file)])
        }
        return objects.add(
            isa, comment: name,
            [
                ("buildActionMask", .string("2147483647")), ("files", .list(buildFiles)),
                ("runOnlyForDeploymentPostprocessing", .string("0")),
            ])
    }

    /// A CocoaPods script phase.
    private static func script(
        _ objects: inout CorpusProjectObjects, _ name: String, _ script: String
    ) -> CorpusPlistValue {
        objects.add(
            "PBXShellScriptBuildPhase", comment: name,
            [
                ("buildActionMask", .string("2147483647")), ("files", .list([])),
                ("inputPaths", .list([])), ("name", .string(name)), ("outputPaths", .list([])),
                ("runOnlyForDeploymentPostprocessing", .string("0")),
                ("shellPath", .string("/bin/sh")), ("shellScript", .string(script)),
                ("showEnvVarsInLog", .string("0")),
            ])
    }

    /// A Debug and a Release configuration with `settings` (based on `base`'s configuration
    /// files, Debug then Release, when given) and their list, for `owner`.
    static func configurationList(
        _ objects: inout CorpusProjectObjects, owner: String,
        settings: [(String, CorpusPlistValue)], base: [CorpusPlistValue]? = nil
    ) -> CorpusPlistValue {
        let configurations = ["Debug", "Release"].enumerated().map { index, name in
            objects.add(
                "XCBuildConfiguration", comment: name,
                (base.map { [("baseConfigurationReference", $0[index])] } ?? [])
                    + [("buildSettings", .dictionary(settings)), ("name", .string(name))])
        }
        return objects.add(
            "XCConfigurationList", comment: "Build configuration list for \(owner)",
            [
                ("buildConfigurations", .list(configurations)),
                ("defaultConfigurationIsVisible", .string("0")),
                ("defaultConfigurationName", .string("Release")),
            ])
    }

    /// The comment of a reference: the file's name.
    private static func comment(of reference: CorpusPlistValue) -> String {
        if case .reference(_, let comment) = reference { return comment ?? "" }
        return ""
    }
}
