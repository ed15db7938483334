import ViperGenOutput
import ViperGenProject
import ViperGenSystem
import ViperGenTemplates

/// `viper-gen xcode install | uninstall`: every style's module template and the service
/// template as Xcode file templates, byte for byte the files viper-gen renders (so the two never
/// drift), in a folder of their own; a later install replaces the template folders install made
/// there and uninstall removes them, and nothing a user put beside them.
package struct XcodeTemplateInstaller {
    /// The options as parsed.
    package let options: XcodeInstallOptions
    /// The outside world.
    package let environment: RunEnvironment
    /// Where results and errors go.
    package let console: Console

    /// Creates the command; nothing runs until `run()`.
    package init(options: XcodeInstallOptions, environment: RunEnvironment, console: Console) {
        self.options = options
        self.environment = environment
        self.console = console
    }

    /// Installs or uninstalls.
    package func run() throws {
        let destination = destinationFolder()
        let display = environment.pathDisplay
        let parent = destination.parentDirectory
        let lockFolder = try OutputPlan.nearestExistingFolder(
            of: parent, using: environment.fileSystem)
        let lock = try RunLock(folder: lockFolder, environment: environment)
            .acquire(notifying: console)
        defer { lock.release() }
        let marker = try installMarker(in: destination)
        switch options.action {
        case .uninstall:
            guard let marker else {
                say("Nothing to remove: \(display.show(destination)) does not exist.")
                return
            }
            try uninstall(marker, from: destination)
        case .install:
            let templates = InstalledXcodeTemplate.all
            try install(templates, into: destination, replacing: marker)
            let titles = templates.map(\.title)
            say(
                "Installed " + titles.dropLast().joined(separator: ", ") + " and "
                    + (titles.last ?? "") + " in \(display.show(destination)). In Xcode: File > "
                    + "New > File from Template..., section "
                    + "\(EchoedValue.escaped(destination.basename))."
            )
            if options.destination == nil, !environment.platform.hasXcode {
                console.note(
                    "Xcode is not on this system (\(environment.platform.name)): the templates "
                        + "were written to \(display.show(destination)), where a Mac's Xcode "
                        + "looks for them. Copy that folder to the same place on a Mac, or give "
                        + "--dest to write them elsewhere.")
            }
        }
    }

    /// The marker of the install in `destination`, or nil when there is no such folder.
    ///
    /// - Throws: `XcodeInstallError.foreignFolder` when the folder exists without a marker.
    private func installMarker(in destination: AbsolutePath) throws -> XcodeInstallMarker? {
        let fileSystem = environment.fileSystem
        guard try fileSystem.entryKind(at: destination) != nil else { return nil }
        let path = destination.appending(component: XcodeInstallMarker.fileName)
        guard try fileSystem.entryKind(at: path) == .file else {
            throw XcodeInstallError.foreignFolder(environment.pathDisplay.show(destination))
        }
        return XcodeInstallMarker.parse(
            String(decoding: try fileSystem.readFile(at: path), as: UTF8.self))
    }

    /// Writes the templates beside `destination` in one transaction, then moves them in: the
    /// whole folder when there is none, else in place of the folders `marker` lists.
    ///
    /// - Throws: `XcodeInstallError.foreignTemplate` when the folder holds a template folder of
    ///   a name install writes that `marker` does not list.
    private func install(
        _ templates: [InstalledXcodeTemplate], into destination: AbsolutePath,
        replacing marker: XcodeInstallMarker?
    ) throws {
        let fileSystem = environment.fileSystem
        let names = templates.map(\.folderName) + [XcodeInstallMarker.fileName]
        let owned = marker.map { $0.folderNames + [XcodeInstallMarker.fileName] } ?? []
        for name in names where !owned.contains(name) {
            let path = destination.appending(component: name)
            if try fileSystem.entryKind(at: path) != nil {
                throw XcodeInstallError.foreignTemplate(environment.pathDisplay.show(path))
            }
        }
        let fresh = stagingFolder(beside: destination, named: "new")
        let plan = try OutputPlan(
            rootDirectory: fresh,
            files: try installedFiles(templates),
            display: environment.pathDisplay
        ).anchoredAtExistingAncestor(using: fileSystem)
        try TransactionalWriter(fileSystem: fileSystem).write(plan, policy: .refuse)
        guard marker != nil else { return try fileSystem.moveItem(from: fresh, to: destination) }
        let old = stagingFolder(beside: destination, named: "old")
        try fileSystem.createDirectory(at: old)
        for name in Set(owned)
        where try fileSystem.entryKind(at: destination.appending(component: name)) != nil {
            try fileSystem.moveItem(
                from: destination.appending(component: name), to: old.appending(component: name))
        }
        for name in names {
            try fileSystem.moveItem(
                from: fresh.appending(component: name), to: destination.appending(component: name))
        }
        try fileSystem.removeItem(at: old)
        try fileSystem.removeItem(at: fresh)
    }

    /// Removes the folders `marker` lists and the marker, then `destination` if nothing else
    /// is left in it.
    private func uninstall(_ marker: XcodeInstallMarker, from destination: AbsolutePath) throws {
        let fileSystem = environment.fileSystem
        let display = environment.pathDisplay
        for name in Set(marker.folderNames + [XcodeInstallMarker.fileName])
        where try fileSystem.entryKind(at: destination.appending(component: name)) != nil {
            try fileSystem.removeItem(at: destination.appending(component: name))
        }
        let left = try fileSystem.contentsOfDirectory(at: destination)
        guard left.isEmpty else {
            say(
                "Removed the templates viper-gen installed from \(display.show(destination)); "
                    + "\(left.count) other \(left.count == 1 ? "entry was" : "entries were") "
                    + "left there.")
            return
        }
        try fileSystem.removeItem(at: destination)
        say("Removed \(display.show(destination)).")
    }

    /// Every template's files laid out for Xcode under `<Title>.xctemplate/`, and the marker
    /// listing those folders.
    private func installedFiles(_ templates: [InstalledXcodeTemplate]) throws -> [PlannedFile] {
        var files: [PlannedFile] = []
        for installed in templates {
            let source = environment.templates
            let layout = XcodeTemplateLayout(
                template: try source.template(named: installed.templateName),
                storedFiles: try source.storedFiles(ofTemplate: installed.templateName))
            files += try layout.files.map {
                PlannedFile(path: "\(installed.folderName)/\($0.path)", contents: $0.contents)
            }
        }
        let marker = XcodeInstallMarker(folderNames: templates.map(\.folderName))
        return files + [PlannedFile(path: XcodeInstallMarker.fileName, text: marker.text)]
    }

    /// A hidden folder beside `destination` for this run, such as `.viper-gen.new-123`.
    private func stagingFolder(beside destination: AbsolutePath, named role: String)
        -> AbsolutePath
    {
        destination.parentDirectory.appending(
            component: ".\(destination.basename).\(role)-\(Processes.currentID)")
    }

    /// `--dest`, else `~/Library/Developer/Xcode/Templates/File Templates/viper-gen`.
    private func destinationFolder() -> AbsolutePath {
        let home = environment.variables["HOME"] ?? UserAccount.homeDirectory() ?? ""
        let current = environment.currentDirectory
        guard let given = options.destination else {
            return AbsolutePath(
                home + "/Library/Developer/Xcode/Templates/File Templates/viper-gen",
                relativeTo: current)
        }
        let expanded = given == "~" || given.hasPrefix("~/") ? home + given.dropFirst() : given
        return AbsolutePath(expanded, relativeTo: current)
    }

    /// Prints `text` unless `--quiet`.
    private func say(_ text: String) {
        if !options.quiet { console.out(text + "\n") }
    }
}
