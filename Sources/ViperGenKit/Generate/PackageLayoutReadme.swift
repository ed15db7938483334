/// The new project's README told about the package layout: its layout tree, where `module` and
/// `service` write, the manifest edits a module made by hand needs, and where tests go.
///
/// Each passage of the project template's README is replaced where it is found as rendered; a
/// passage the template no longer has is left alone (the golden of the generated tree shows it).
struct PackageLayoutReadme: Sendable {
    /// The project's name, as rendered in the README.
    let projectName: String
    /// The target of the support code.
    let support: String
    /// The module the project starts with.
    let moduleName: String

    /// `text` with each passage replaced.
    func rewritten(_ text: String) -> String {
        (replacements + uikitReplacements).reduce(text) { text, pair in
            text.replacing(pair.old, with: pair.new)
        }
    }

    /// The passages as rendered, and what they become (those of the swiftui README, and those
    /// every style's README has).
    private var replacements: [(old: String, new: String)] {
        let app = "Sources/\(projectName)/\n"
        let tests = "Tests/\(projectName)Tests/\n"
        return [
            (
                app + """
                      RootApp.swift                  the app: the DI container, every assembly applied
                      RootView.swift                 the navigation stack, full-screen covers and alerts
                      ApplicationViewBuilder.swift   builds the screen of each `Views` case
                      Classes/Architecture/          base protocols of the VIPER layers
                      Classes/Library/Swilby/        the small dependency injection container
                      Classes/Services/              services, each with its interface and assembly
                      Classes/Modules/               screens, one folder per layer
                      Resources/Assets.xcassets      app icon and accent color

                    """ + tests + """
                          Main/                          the Main module's presenter tests and test doubles
                        """,
                Self.row("Package.swift", "the app target, \(support), a target per module")
                    + app + """
                          RootApp.swift                  the app: the DI container, every assembly applied
                          RootView.swift                 the navigation stack, full-screen covers and alerts
                          ApplicationViewBuilder.swift   builds the screen of each `Views` case
                          Resources/Assets.xcassets      app icon and accent color
                        Sources/\(support)/
                          Architecture/                  base protocols of the VIPER layers
                          Library/Swilby/                the small dependency injection container
                          Services/                      services, each with its interface and assembly

                        """
                    + Self.row(
                        "Sources/\(moduleName)/", "the \(moduleName) module, one folder per layer")
                    + tests
                    + Self.row("  \(projectName)Tests.swift", "the navigation service's tests")
                    + Self.row(
                        "Tests/\(moduleName)Tests/",
                        "the \(moduleName) module's presenter tests and test doubles"
                    ).dropLast()
            ),
            (
                "# Classes/Modules/Payments, registered in the four places below",
                "# Sources/Payments, a target, registered in the four places below"
            ),
            (
                "# Classes/Services/NetworkService, applied in RootApp",
                "# Sources/\(support)/Services/NetworkService, applied in RootApp"
            ),
            (
                "destination in `RootView`. A service takes one",
                "destination in `RootView`; and, the module being a target of its own, add its "
                    + "target and test\ntarget to `Package.swift`, add it to the app target's "
                    + "dependencies and import it in those files.\nA service takes one"
            ),
            (
                "in `Tests/\(projectName)Tests/<Module>/`.",
                "in `Tests/<Module>Tests/`, its own test target."
            ),
        ]
    }

    /// A line of the layout tree: `path`, then `comment` from the 34th column (one space after
    /// a longer path).
    static func row(_ path: String, _ comment: String) -> String {
        path + String(repeating: " ", count: max(1, 33 - path.count)) + comment + "\n"
    }
}
