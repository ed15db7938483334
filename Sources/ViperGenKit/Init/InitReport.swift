import ViperGenOutput
import ViperGenProject
import ViperGenSystem

/// Prints what `viper-gen init` found and did; what it found in the app's files (paths, names)
/// is shown escaped (``EchoedValue/escaped(_:)``), one line per line.
struct InitReport {
    /// Where the lines go.
    let console: Console
    /// Whether only errors and warnings are printed.
    let quiet: Bool

    /// The decided settings and the app files found, one aligned row each, then a warning
    /// for each app file that was not found.
    func findings(_ settings: InitSettings, survey: AppSurvey, folder: String) {
        line("Adopting \(settings.config.projectName) in \(folder):")
        // Only the app target's own App counts, not its watch app's or its macOS target's.
        let survey = settings.app.map { InitSettings.narrowed(survey, to: ($0, "")) } ?? survey
        // Only a style that registers in the SwiftUI app files looks for them.
        let files =
            settings.config.architectureStyle.registry == .appFiles
            ? [
                ("RootApp", survey.rootApps), ("enum Views", survey.views),
                ("view builder", survey.viewBuilders), ("RootView", survey.rootViews),
            ] : []
        var rows = settings.findings.map { ($0.setting, $0.value + "  (\($0.reason))") }
        rows += files.compactMap { name, paths in paths.count == 1 ? (name, paths[0]) : nil }
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        for (label, value) in rows {
            line("  " + label + String(repeating: " ", count: width - label.count) + value)
        }
        // Files the config names (the support code's, made by init or the first module) are
        // not looked for.
        let configured = Set((settings.config.appFiles?.entries ?? []).map(\.key))
        let keys = ["RootApp": "rootApp", "enum Views": "views", "view builder": "viewBuilder"]
        for (name, paths) in files
        where paths.count != 1 && !configured.contains(keys[name] ?? "rootView") {
            warning(
                paths.isEmpty
                    ? "no file declares \(name); registrations there are printed as lines to "
                        + "add by hand."
                    : "several files declare \(name) (" + paths.joined(separator: ", ")
                        + "); set appFiles in .viper-gen.json to the one to edit.")
        }
        let config = settings.config
        // With a module layout, modules and services live in Swift modules of their own.
        let folders =
            config.moduleLayout == nil
            ? [("modules", config.modulesPath), ("services", config.servicesPath)] : []
        for (key, path) in folders
        where !(path == config.sourcesPath || path.hasPrefix(config.sourcesPath + "/")) {
            warning(
                "the \(key) folder \(path) is outside the sources folder \(config.sourcesPath), "
                    + "so new \(key) will not be registered; pass --sources-path.")
        }
        for note in settings.notes { line(note) }
        for finding in survey.unnamable {
            let names = finding.names.map { EchoedValue($0).description }
            line(
                "Not recorded, as no command could name them and their names would go into "
                    + "Swift: the folders " + names.joined(separator: ", ") + " in "
                    + EchoedValue.escaped(finding.folder)
                    + " (rename them to Swift identifiers to adopt them).")
        }
    }

    /// The config `--dry-run` would write, each of its lines escaped, then the path of each of
    /// the `records` and of the `support` files it would write.
    func dryRun(_ contents: [UInt8], records: [PlannedFile], support: SupportAddition.Decision) {
        defer {
            if !support.files.isEmpty {
                line(
                    support.addition.map { "The \($0.support.style) support code would be:" }
                        ?? "The derived team template would be:")
                for file in support.files { line("  " + file.path) }
            }
        }
        line("Dry run: nothing was written. \(ProjectConfig.fileName) would be:")
        var lines = String(decoding: contents, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for text in lines { line(String(text)) }
        guard !records.isEmpty else { return }
        line("Records of the modules and services found, not made by viper-gen, would be:")
        for record in records { line("  " + record.path) }
    }

    /// The closing advice, with how to show a module when `support` was added.
    func nextSteps(_ config: ProjectConfig, support: SupportAddition? = nil) {
        defer { support.map(showingModules) }
        line("")
        if let template = config.templates?["module"] {
            line("Next steps: viper-gen module Payments now writes a module made like the app's")
            line("own with the \(template) template into \(config.modulesPath); the template has")
            line("no tests (add a ___TESTS___ folder to it for them).")
            return
        }
        guard config.architectureStyle == .swiftui else {
            let registers =
                config.architectureStyle.registry == .applicationRouter
                ? "registers it in the application router" : "prints the code that opens it"
            line("Next steps: viper-gen module Payments now writes a \(config.style) module into")
            line("\(config.modulesPath) and \(registers);")
            line(testsLine(config))
            return
        }
        if let layout = config.moduleLayout {
            let places = layout.places(of: "Payments")
            line(
                layout.kind == .packages
                    ? "Next steps: viper-gen module Payments now makes the local package"
                        + " \(places.package ?? places.sources)"
                    : "Next steps: viper-gen module Payments now makes the targets Payments and"
                        + " PaymentsTests in \(layout.manifest ?? "Package.swift")")
            line("depending on \(layout.support), links it to the app and registers it; service")
            line("Network writes into \(config.servicesPath).")
            return
        }
        line("Next steps: viper-gen module Payments (or service Network) now writes into")
        line("\(config.modulesPath) (or \(config.servicesPath)) and registers it in the app;")
        line(testsLine(config))
    }

    /// Where a module's tests go, or why it gets none.
    private func testsLine(_ config: ProjectConfig) -> String {
        config.writesTests == false
            ? "modules get no tests (see tests above)."
            : "a module's tests go to \(config.testsPath)/<Module>/."
    }

    /// A warning of one line on stderr, even when quiet.
    func warning(_ text: String) {
        console.warning(EchoedValue.escaped(text))
    }

    /// A line on stdout unless quiet.
    func line(_ text: String) {
        if !quiet { console.out(EchoedValue.escaped(text) + "\n") }
    }
}
