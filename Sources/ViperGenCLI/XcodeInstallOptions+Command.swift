import ViperGenKit

extension XcodeInstallOptions: Command {
    /// `xcode`.
    var name: String { ToolCommand.xcode.name }

    /// Never: `xcode` has no dry run.
    var isDryRun: Bool { false }

    /// Installs or uninstalls the templates for Xcode.
    func run(environment: RunEnvironment, console: Console) throws {
        try XcodeTemplateInstaller(options: self, environment: environment, console: console).run()
    }
}
