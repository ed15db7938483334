/// The passages of the uikit project's README that the package layout changes.
extension PackageLayoutReadme {
    /// The passages as rendered, and what they become.
    var uikitReplacements: [(old: String, new: String)] {
        let app = "Sources/\(projectName)/\n"
        let tests = "Tests/\(projectName)Tests/\n"
        return [
            (
                app + """
                      AppDelegate.swift              the app; its scenes are run by SceneDelegate
                      SceneDelegate.swift            shows the Main module in a navigation controller
                      Classes/Architecture/          Viewable, Interactorable, Presenterable, Routerable
                      Classes/Modules/               screens, five files each
                      Resources/Assets.xcassets      app icon and accent color

                    """ + tests + """
                          Main/                          the Main module's presenter tests and spies
                        """,
                Self.row("Package.swift", "the app target, \(support), a target per module")
                    + app + """
                          AppDelegate.swift              the app; its scenes are run by SceneDelegate
                          SceneDelegate.swift            shows the Main module in a navigation controller
                          Resources/Assets.xcassets      app icon and accent color
                        Sources/\(support)/
                          Architecture/                  Viewable, Interactorable, Presenterable, Routerable

                        """
                    + Self.row("Sources/\(moduleName)/", "the \(moduleName) module, five files")
                    + tests + Self.row("  \(projectName)Tests.swift", "the app's own tests")
                    + Self.row(
                        "Tests/\(moduleName)Tests/",
                        "the \(moduleName) module's presenter tests and spies"
                    ).dropLast()
            ),
            (
                "# Classes/Modules/Payments, with tests in Tests/\(projectName)Tests/Payments",
                "# Sources/Payments, a target, with tests in Tests/PaymentsTests"
            ),
            (
                "or `present(from:entryEntity:)` to show it modally in a navigation controller of "
                    + "its own.",
                "or `present(from:entryEntity:)` to show it modally in a navigation controller of "
                    + "its own.\nEach module is a target of its own in `Package.swift`: the target "
                    + "that opens it depends on it\nand imports it."
            ),
        ]
    }
}
