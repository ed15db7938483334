// Stand-in for Apple's UIKit, for compile checks of generated code on Linux.
//
// It declares only the API the viper-gen templates use, with the real SDK's shapes: main-actor
// classes deriving from NSObject, designated and required initialisers (`init?(coder:)` is
// required as in the SDK, so a view controller subclass with its own designated initialiser must
// implement it), optionality (`view: UIView!`, `window: UIWindow?`), and the app and scene
// delegate protocols whose requirements are optional in Objective-C (default implementations
// here). Like the real framework it re-exports Foundation. Bodies are never run for their
// result. Styles that need more of UIKit add it in files of their own beside this one
// (`UIKit+<Area>.swift`); every file of this folder is compiled into the module.

@_exported import Foundation

// MARK: - Responders and views

/// An object that responds to and handles events.
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() { super.init() }
}

/// A colour (immutable, sendable, usable off the main actor).
open class UIColor: NSObject, @unchecked Sendable {
    /// A colour from red, green, blue and alpha components between 0 and 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    /// A grey from its white component and alpha.
    public init(white: CGFloat, alpha: CGFloat) { super.init() }
    /// The background colour of the system's main interface.
    open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// The colour of text labels with primary content.
    open class var label: UIColor { UIColor(white: 0, alpha: 1) }
    /// The colour of text labels with secondary content.
    open class var secondaryLabel: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// White.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Black.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Fully transparent.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}

/// A font.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font for a text style, scaled for the user's content size.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }
    /// The system font of a size.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }

    /// The text styles of Dynamic Type.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        /// The style's name.
        public let rawValue: String
        /// Creates a style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The body style.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The headline style.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The large title style.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    }
}

/// The alignment of text.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// A rectangular area of the screen.
@MainActor @preconcurrency
open class UIView: UIResponder {
    /// Creates a view with a frame (the designated initialiser).
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }
    /// Creates a view from an archive (a storyboard or nib).
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }
    /// Creates a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// The frame in the superview's coordinates.
    open var frame: CGRect
    /// The background colour.
    open var backgroundColor: UIColor?
    /// Whether the autoresizing mask becomes constraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The subviews, back to front.
    open private(set) var subviews: [UIView] = []
    /// Adds a subview on top of the others.
    open func addSubview(_ view: UIView) { subviews.append(view) }
    /// The anchor of the horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The anchor of the vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The anchor of the leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The anchor of the trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// The anchor of the top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// The anchor of the bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
}

/// A view that shows one or more lines of text.
@MainActor @preconcurrency
open class UILabel: UIView {
    /// The text shown.
    open var text: String?
    /// The font of the text.
    open var font: UIFont!
    /// The colour of the text.
    open var textColor: UIColor!
    /// How the text is aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown (0: no limit).
    open var numberOfLines = 1
}

// MARK: - Auto Layout

/// A relationship between two anchors that the layout system satisfies.
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
    /// Activates every constraint of the list.
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    /// Whether the constraint is active.
    open var isActive = false
}

/// An anchor for constraints between attributes of one axis.
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// A constraint making this anchor equal to another, plus a constant.
    open func constraint(
        equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
    ) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// An anchor on the horizontal axis.
@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// An anchor on the vertical axis.
@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// MARK: - View controllers

/// How a presented view controller is shown.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

/// An object that manages a view hierarchy.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    /// Creates a view controller, with its view from a nib if one is named (designated).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// Creates a view controller from an archive (a storyboard).
    public required init?(coder: NSCoder) { super.init() }
    /// Creates a view controller with no nib.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// The root view, loaded on first access.
    open var view: UIView! = UIView()
    /// The title shown by a navigation controller.
    open var title: String?
    /// How the controller is shown when presented.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The nearest navigation controller up the hierarchy.
    open var navigationController: UINavigationController? { nil }
    /// The view controller that presented this one.
    open var presentingViewController: UIViewController? { nil }
    /// The view controller this one presents.
    open var presentedViewController: UIViewController? { nil }
    /// The storyboard it was made from, if any.
    open var storyboard: UIStoryboard? { nil }

    /// Makes the view (override to build it in code).
    open func loadView() {}
    /// Called once the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Presents a view controller modally.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {}
    /// Dismisses the view controller this one presented (or itself).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

/// A container that keeps a stack of view controllers.
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init(nibName: nil, bundle: nil)
    }
    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// Creates a navigation controller from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The stack, root first.
    open var viewControllers: [UIViewController] = []
    /// The top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }
    /// Pushes a view controller onto the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }
    /// Pops the top view controller.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.popLast()
    }
    /// Pops every view controller but the root.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }
}

/// A graph of view controllers designed in Interface Builder.
@MainActor @preconcurrency
open class UIStoryboard: NSObject {
    /// The storyboard called `name` in a bundle (the main bundle when nil).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) { super.init() }
    /// Makes the storyboard's initial view controller, if it has one.
    open func instantiateInitialViewController() -> UIViewController? { nil }
    /// Makes the view controller with a storyboard identifier.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        UIViewController()
    }
}

// MARK: - Windows, scenes and the application

/// The backdrop of the app's user interface.
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// Creates a window in a window scene.
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    /// Creates a window with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Creates a window from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// The view controller showing the window's content.
    open var rootViewController: UIViewController?
    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {}
}

/// An instance of the app's user interface.
@MainActor @preconcurrency
open class UIScene: UIResponder {
    /// What the system passes when a scene connects.
    @MainActor @preconcurrency
    open class ConnectionOptions: NSObject {
        /// The URLs to open.
        open var urlContexts: Set<UIOpenURLContext> { [] }
    }
}

/// A URL the app was asked to open.
@MainActor @preconcurrency
open class UIOpenURLContext: NSObject {
    /// The URL.
    open var url: URL { URL(fileURLWithPath: "/") }
}

/// A scene that manages windows.
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    /// The windows of the scene.
    open var windows: [UIWindow] { [] }
}

/// The saved state of a scene.
@MainActor @preconcurrency
open class UISceneSession: NSObject {
    /// What a scene is for.
    public struct Role: Hashable, Sendable, RawRepresentable {
        /// The role's name.
        public let rawValue: String
        /// Creates a role from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main interactive windows.
        public static let windowApplication = Role(
            rawValue: "UIWindowSceneSessionRoleApplication")
    }
    /// The session's role.
    open var role: Role { .windowApplication }
}

/// What a scene is made with: a name from the Info.plist and its delegate class.
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
    /// A configuration with a name and role.
    public init(name: String?, sessionRole: UISceneSession.Role) { super.init() }
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?
}

/// The delegate of a scene (its methods are optional in the SDK).
@MainActor @preconcurrency
public protocol UISceneDelegate: NSObjectProtocol {
    /// A scene is being added to the app.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was released.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene is asked to open URLs.
    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    /// Optional in the SDK.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Optional in the SDK.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Optional in the SDK.
    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}
}

/// The delegate of a window scene (`window` is optional in the SDK; declare it).
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {}

/// The app as a whole.
@MainActor @preconcurrency
open class UIApplication: UIResponder {
    /// The app's single instance.
    open class var shared: UIApplication { UIApplication() }
    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    /// Keys of the options for opening a URL.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    /// Opens a URL in another app.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {}
}

/// The app delegate (its methods are optional in the SDK).
@MainActor @preconcurrency
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// Launching is almost done.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The configuration of a scene being created.
    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    /// Optional in the SDK.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Optional in the SDK.
    public func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    /// What `@main` calls: UIKit's application main (it never returns on a device).
    public static func main() {}
}
