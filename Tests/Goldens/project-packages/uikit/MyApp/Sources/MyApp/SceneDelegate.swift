//
//  SceneDelegate.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Main
import UIKit

/// Shows the Main module in a navigation controller when a scene of the app connects.
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
        let main = MainRouterInput().view(entryEntity: MainEntryEntity())
        window.rootViewController = UINavigationController(rootViewController: main)
        window.makeKeyAndVisible()
        self.window = window
    }
}
