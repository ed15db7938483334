import ViperGenProject
import ViperGenTemplates

/// `module` in an app built from an `.xcodeproj` that viper-gen has not adopted: its files join
/// the app target, so they must be of the app's style.
extension GenerationRequestResolver {
    /// Refuses the command's own module template when the app around `xcodeProject` is of
    /// another style, as `init` would find it (a UIKit app and the swiftui template).
    ///
    /// A template named with --template, and a run that registers nothing (--no-register, so
    /// no file joins the target), are taken as asked.
    func refuseModuleOfAnotherStyle(
        _ template: TemplateChoice, command: ScaffoldKind,
        xcodeProject: NearestXcodeProject?
    ) throws {
        guard command == .module, !flags.noRegister, let xcodeProject,
            xcodeProject.names.count == 1, template.request == .commandDefault,
            let templateStyle = ArchitectureStyle.style(
                ofTemplate: template.entry.name, kind: command),
            let app = try InitSettings.styleOfUnadoptedApp(
                in: xcodeProject.folder.pathString, xcodeProject: xcodeProject.names[0],
                fileSystem: environment.fileSystem),
            app.style != templateStyle
        else { return }
        throw UnadoptedAppStyleError(
            folder: environment.pathDisplay.show(xcodeProject.folder.pathString),
            appStyle: app.style.rawValue, reason: app.reason,
            templateStyle: templateStyle.rawValue)
    }
}
