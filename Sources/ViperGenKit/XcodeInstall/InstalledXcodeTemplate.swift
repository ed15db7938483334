import ViperGenProject
import ViperGenTemplates

/// A built-in template as `viper-gen xcode install` installs it: which template, and the name
/// Xcode's File > New dialog shows for it.
struct InstalledXcodeTemplate: Equatable, Sendable {
    /// The built-in template's name, such as `uikit-module`.
    let templateName: String
    /// The name Xcode's dialog shows, such as `VIPER Module (UIKit)`.
    let title: String

    /// The `.xctemplate` folder Xcode lists under `title`.
    var folderName: String { title + TemplateEntry.xcodeSuffix }

    /// Every style's module template, then every service template: modules are told apart by
    /// their style; the default style's service (the only one today) keeps the plain name.
    static var all: [InstalledXcodeTemplate] {
        [ScaffoldKind.module, .service].flatMap { kind in
            ArchitectureStyle.allCases.compactMap { style in
                style.templateName(for: kind).map {
                    InstalledXcodeTemplate(templateName: $0, title: title(of: kind, in: style))
                }
            }
        }
    }

    /// `VIPER Module (UIKit)`; `VIPER Service` for the default style's service.
    private static func title(of kind: ScaffoldKind, in style: ArchitectureStyle) -> String {
        let made = kind == .service ? "VIPER Service" : "VIPER Module"
        return kind == .service && style == .defaultStyle ? made : "\(made) (\(style.xcodeLabel))"
    }
}
