import ViperGenOutput

/// Prints what `viper-gen init` found and did.
struct AdoptionReport {
    /// Where the lines go.
    let console: Console
    /// Whether only errors and warnings are printed.
    let quiet: Bool

    /// The decided settings and the app files found, one aligned row each, then a warning
    /// for each app file that was not found.
    func findings(_ adoption: Adoption, survey: AppSurvey, folder: String) {
        line("Adopting \(adoption.config.projectName) in \(folder):")
        let files = [
            ("RootApp", survey.rootApps), ("enum Views", survey.views),
            ("view builder", survey.viewBuilders), ("RootView", survey.rootViews),
        ]
        var rows = adoption.findings.map { ($0.setting, $0.value + "  (\($0.reason))") }
        rows += files.compactMap { name, paths in paths.count == 1 ? (name, paths[0]) : nil }
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        for (label, value) in rows {
            line("  " + label + String(repeating: " ", count: width - label.count) + value)
        }
        for (name, paths) in files where paths.count != 1 {
            warning(
                paths.isEmpty
                    ? "no file declares \(name); registrations there are printed as lines to "
                        + "add by hand."
                    : "several files declare \(name) (" + paths.joined(separator: ", ")
                        + "); set appFiles in .viper-gen.json to the one to edit.")
        }
        let config = adoption.config
        for (key, path) in [("modules", config.modulesPath), ("services", config.servicesPath)]
        where !(path == config.sourcesPath || path.hasPrefix(config.sourcesPath + "/")) {
            warning(
                "the \(key) folder \(path) is outside the sources folder \(config.sourcesPath), "
                    + "so new \(key) will not be registered; pass --sources-path.")
        }
    }

    /// The config `--dry-run` would write.
    func dryRun(_ contents: [UInt8]) {
        line("Dry run: nothing was written. \(ProjectConfig.fileName) would be:")
        line(String(decoding: contents, as: UTF8.self), terminated: false)
    }

    /// The closing advice.
    func nextSteps(_ config: ProjectConfig) {
        line("")
        line("Next steps: viper-gen module Payments (or service Network) now writes into")
        line("\(config.modulesPath) (or \(config.servicesPath)) and registers it in the app;")
        line("a module's tests go to \(config.testsPath)/<Module>/.")
    }

    /// A warning on stderr, even when quiet.
    func warning(_ text: String) {
        console.warning(text)
    }

    /// A line on stdout unless quiet.
    func line(_ text: String, terminated: Bool = true) {
        if !quiet { console.out(text + (terminated ? "\n" : "")) }
    }
}
