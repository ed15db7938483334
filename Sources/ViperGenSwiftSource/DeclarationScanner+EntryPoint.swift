extension DeclarationScanner {
    /// The classes a UIKit app's `@main` class inherits from or conforms to: the app delegate
    /// protocol, its usual superclass, and the app delegates of hosts (`FlutterAppDelegate`,
    /// `RCTAppDelegate`) that end in `AppDelegate`.
    static func isAppDelegateAncestor(_ name: String) -> Bool {
        name == "UIApplicationDelegate" || name == "UIResponder" || name.hasSuffix("AppDelegate")
    }

    /// Whether the file starts a UIKit app: `@UIApplicationMain`, `@main` on a class that
    /// conforms to `UIApplicationDelegate` or inherits from `UIResponder` or an app delegate
    /// class, or a top-level call of `UIApplicationMain(` (as `main.swift` makes).
    package var marksUIKitEntryPoint: Bool {
        if !source.indices(of: ["@", "UIApplicationMain"]).isEmpty { return true }
        if !source.indices(of: ["UIApplicationMain", "("]).isEmpty { return true }
        let tokens = source.tokens
        for attribute in source.indices(of: ["@", "main"]) {
            var index = attribute + 2
            var isClass = false
            var inherits = false
            while index < tokens.count, !tokens[index].isCode("{") {
                let token = tokens[index]
                if token.isCode("class") { isClass = true }
                if token.isCode(":") { inherits = true }
                if isClass, inherits, token.kind == .identifier,
                    Self.isAppDelegateAncestor(token.text)
                {
                    return true
                }
                index += 1
            }
        }
        return false
    }
}
