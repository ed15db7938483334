import ViperGenProject
import ViperGenSystem

/// `module` in an app built from an `.xcodeproj` that viper-gen has not adopted, whose code
/// (surveyed as `init` surveys it) is of another style than the module's template: its files
/// would join the app target and not compile there.
package struct UnadoptedAppStyleError: Error, Equatable, CustomStringConvertible {
    /// The app's folder, as shown.
    let folder: String
    /// The style the app's code is of, and why `init` would say so.
    let appStyle: String
    /// Why.
    let reason: String
    /// The module template's style.
    let templateStyle: String

    /// A message naming what the app looks like, why, and the two ways on.
    package var description: String {
        let kind = appStyle == ArchitectureStyle.swiftui.rawValue ? "SwiftUI" : "UIKit"
        return
            "\(EchoedValue.escaped(folder)) looks like a \(kind) app (\(EchoedValue.escaped(reason)))"
            + ", and the \(templateStyle) module template makes \(templateStyle) modules, which "
            + "would not compile in its target. Nothing was written. Run `viper-gen init` in "
            + "\(EchoedValue.escaped(folder)) first (it adopts the app as \(appStyle)), or pass "
            + "--template \(ArchitectureStyle(rawValue: appStyle)?.templateName(for: .module) ?? "NAME") to make a "
            + "\(appStyle) module."
    }
}

extension UnadoptedAppStyleError: ExitCodeError {
    /// Like a template of another style than a project's: the files cannot be made (73).
    package var exitCode: ExitCode { .cannotCreate }
}
