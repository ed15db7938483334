import ViperGenSystem

/// The style `init` would give an app viper-gen has not adopted, for `module` run in it: a
/// module of another style must not join its target.
extension InitSettings {
    /// The style of the app in the absolute folder `folder`, whose `.xcodeproj` is
    /// `xcodeProject` (its name there), with the reason, as `init` would decide it; nil when
    /// nothing in the app says (no entry point, no modules), as in a folder of sources alone.
    package static func styleOfUnadoptedApp(
        in folder: String, xcodeProject: String, fileSystem: any FileSystem
    ) throws -> (style: ArchitectureStyle, reason: String)? {
        var survey = try AppSurveyor(fileSystem: fileSystem).survey(folder)
        let project = String(xcodeProject.dropLast(".xcodeproj".count))
        let name = SwiftModuleName.derived(from: project)
        survey = narrowed(
            survey, to: appTarget(in: project, survey: survey, projectName: name))
        if survey.rootApps.isEmpty, !survey.entryPoints.isEmpty {
            survey.moduleFolders[.swiftui] = nil
        }
        let evidence =
            !survey.entryPoints.isEmpty || !survey.rootApps.isEmpty
            || survey.moduleFolders.values.contains { !$0.isEmpty }
            || !survey.styleDeclarations.isEmpty || !survey.viperModuleFolders.isEmpty
        guard evidence else { return nil }
        var problems: [String] = []
        return decideStyle(survey: survey, option: nil, problems: &problems)
    }
}
