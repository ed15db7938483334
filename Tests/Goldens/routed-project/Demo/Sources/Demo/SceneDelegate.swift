//
//  SceneDelegate.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// Opens the Main module in a navigation controller when a scene of the app connects, and
/// hands the URLs the scene is asked to open to the application router.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    var window: UIWindow?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController()
        window.makeKeyAndVisible()
        self.window = window
        let router = ApplicationRouter.shared
        router.window = window
        router.open(route: "main", path: "/show")
        for context in connectionOptions.urlContexts {
            router.open(url: context.url)
        }
    }

    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        for context in urlContexts {
            ApplicationRouter.shared.open(url: context.url)
        }
    }
}
