import UIKit

/// The window the modules' screens are shown in; the application router sets it.
@MainActor
public enum ModuleWindow {
    /// The window, once the scene is connected.
    public static var current: UIWindow?
}
