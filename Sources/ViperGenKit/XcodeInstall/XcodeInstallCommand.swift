import ViperGenOutput
import ViperGenSystem
import ViperGenTemplates

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `viper-gen xcode install | uninstall`: the built-in module and service templates as Xcode
/// file templates, byte for byte the files viper-gen renders (so the two never drift), in a
/// folder of their own that a later install replaces and uninstall removes, and nothing else.
public struct XcodeInstallCommand {
    /// The options as parsed.
    public let options: XcodeInstallOptions
    /// The outside world.
    public let environment: RunEnvironment
    /// Where results and errors go.
    public let console: Console

    /// The file that marks a folder as viper-gen's install.
    static let markerName = ".viper-gen-xcode-templates"
    /// The built-in templates installed, and their names in Xcode.
    static let installed = [("module", "VIPER Module"), ("service", "VIPER Service")]

    /// Creates the command; nothing runs until `run()`.
    public init(options: XcodeInstallOptions, environment: RunEnvironment, console: Console) {
        self.options = options
        self.environment = environment
        self.console = console
    }

    /// Installs or uninstalls.
    public func run() throws {
        let destination = destinationFolder()
        let fileSystem = environment.fileSystem
        let display = environment.pathDisplay
        let parent = URL(fileURLWithPath: destination).deletingLastPathComponent().path
        let lockFolder = try OutputPlan.nearestExistingFolder(of: parent, using: fileSystem)
        let lock = try RunLock(folder: lockFolder, environment: environment)
            .acquire(notifying: console)
        defer { lock.release() }
        let exists = try fileSystem.entryKind(at: destination) != nil
        if exists, try fileSystem.entryKind(at: destination + "/" + Self.markerName) != .file {
            throw XcodeInstallError.foreignFolder(display.show(destination))
        }
        switch options.action {
        case .uninstall:
            guard exists else {
                say("Nothing to remove: \(display.show(destination)) does not exist.")
                return
            }
            try fileSystem.removeItem(at: destination)
            say("Removed \(display.show(destination)).")
        case .install:
            try install(into: destination, replacing: exists)
            say(
                "Installed " + Self.installed.map { $0.1 }.joined(separator: " and ")
                    + " in \(display.show(destination)). In Xcode: File > New > File from "
                    + "Template..., section "
                    + "\(EchoedValue.escaped(URL(fileURLWithPath: destination).lastPathComponent))."
            )
        }
    }

    /// Writes the new install beside the old one in one transaction, then swaps them.
    private func install(into destination: String, replacing: Bool) throws {
        let fileSystem = environment.fileSystem
        let url = URL(fileURLWithPath: destination)
        let fresh = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).new-\(Processes.currentID)").path
        let old = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).old-\(Processes.currentID)").path
        let plan = try OutputPlan(
            rootDirectory: fresh, files: try installedFiles(), display: environment.pathDisplay
        ).anchoredAtExistingAncestor(using: fileSystem)
        try TransactionalWriter(fileSystem: fileSystem).write(plan, policy: .refuse)
        if replacing { try fileSystem.moveItem(from: destination, to: old) }
        try fileSystem.moveItem(from: fresh, to: destination)
        if replacing { try fileSystem.removeItem(at: old) }
    }

    /// The templates' stored files (without the test-root folders, which Xcode cannot place)
    /// under `<Name>.xctemplate/`, and the marker.
    private func installedFiles() throws -> [PlannedFile] {
        var files: [PlannedFile] = []
        for (name, title) in Self.installed {
            for file in try environment.templates.storedFiles(ofTemplate: name)
            where !file.path.split(separator: "/").contains(where: { $0.hasPrefix("___TESTS") }) {
                files.append(
                    PlannedFile(path: "\(title).xctemplate/\(file.path)", contents: file.contents))
            }
        }
        let marker = "Installed by viper-gen; `viper-gen xcode uninstall` removes this folder.\n"
        return files + [PlannedFile(path: Self.markerName, text: marker)]
    }

    /// `--dest`, else `~/Library/Developer/Xcode/Templates/File Templates/viper-gen`.
    private func destinationFolder() -> String {
        let home = environment.variables["HOME"] ?? UserAccount.homeDirectory() ?? ""
        guard let given = options.destination else {
            return home + "/Library/Developer/Xcode/Templates/File Templates/viper-gen"
        }
        let expanded = given == "~" || given.hasPrefix("~/") ? home + given.dropFirst() : given
        let url =
            expanded.hasPrefix("/")
            ? URL(fileURLWithPath: expanded)
            : environment.currentDirectory.appendingPathComponent(expanded)
        return url.standardizedFileURL.path
    }

    private func say(_ text: String) {
        if !options.quiet { console.out(text + "\n") }
    }
}
