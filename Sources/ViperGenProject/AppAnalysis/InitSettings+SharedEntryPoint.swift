/// An app file that another application target builds too (a multiplatform app's shared
/// `@main App`, a flavour's): what registering there means for that target.
extension InitSettings {
    /// A note for each other application target of `app`'s project that builds the file
    /// registrations of `style` edit (the app's own `@main App` or entry point): a module
    /// registered there must be a member of that target too, or that target stops building.
    static func sharedEntryPointNotes(
        _ survey: AppSurvey, app: AppTarget?, style: ArchitectureStyle
    ) -> [String] {
        guard let app, style.registry == .appFiles,
            let file = survey.rootApps.first ?? survey.entryPoints.first
        else { return [] }
        let others = appTargets(in: app.project, survey: survey).filter {
            $0.name != app.layout.name && $0.builds(file)
        }
        return others.map { other in
            "The \(other.name) target builds \(file) too: new modules join the "
                + "\(app.layout.name) target, so where \(file) registers one, add the module's "
                + "files to \(other.name) as well (Xcode's Target Membership), or that target "
                + "stops building."
        }
    }
}
