/// A module template style the compile check renders into a fresh project on its own.
///
/// Add one entry to `all` per style as styles are added.
struct ModuleTemplateStyle: Sendable, CustomStringConvertible {
    /// The style's name in test output.
    let name: String
    /// The `viper-gen module` arguments selecting the style (none for the built-in default).
    let arguments: [String]

    var description: String { name }

    /// Every module template style.
    static let all: [ModuleTemplateStyle] = [
        ModuleTemplateStyle(name: "default", arguments: []),
        ModuleTemplateStyle(name: "Observable", arguments: ["--set", "observation=Observable"]),
    ]
}
