/// The change the routed style's support code needs to be a module of its own: its
/// `WireframeType` shows screens in `ApplicationRouter.shared.window`, and the app's
/// `ApplicationRouter` (which lists every feature's module) cannot be in the support module, so
/// the window is kept by a `ModuleWindow` of the support code, which the app's router sets.
enum ModuleWindow {
    /// The support file that keeps the window, relative to the app's sources.
    static let path = "Classes/Architecture/ModuleWindow.swift"

    /// Its text.
    static let text = """
        import UIKit

        /// The window the modules' screens are shown in; the application router sets it.
        @MainActor
        enum ModuleWindow {
            /// The window, once the scene is connected.
            static var current: UIWindow?
        }

        """

    /// `files` (texts by path relative to the app's sources) with `ModuleWindow` added, the
    /// support code reading it, and the application router setting it.
    static func decoupling(_ files: [String: String]) -> [String: String] {
        var edited = files.mapValues {
            $0.replacingOccurrences(
                of: "ApplicationRouter.shared.window", with: "ModuleWindow.current")
        }
        edited[path] = text
        edited["ApplicationRouter.swift"] = edited["ApplicationRouter.swift"]?.replacingOccurrences(
            of: "    weak var window: UIWindow?\n",
            with:
                "    weak var window: UIWindow? {\n        didSet { ModuleWindow.current = window }\n    }\n"
        )
        return edited
    }
}
