//
//  MainIO.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// The Main module as the rest of the app sees it.
///
/// Launch it to show its screen, and set its output to hear when the user leaves. Until it is
/// launched the IO keeps the screen alive; from then on the window or navigation stack showing
/// the screen does, and the IO holds the module weakly: keeping the IO does not keep a popped
/// screen alive.
@MainActor
final class MainIO: IMainInput {
    var output: (any IMainOutput)? {
        get { presenter?.output }
        set { presenter?.output = newValue }
    }

    /// The screen until it is launched; nil from then on.
    private var unlaunchedViewController: UIViewController?
    private weak var presenter: MainPresenter?
    private weak var wireframe: (any IMainWireframe)?

    init(
        viewController: UIViewController,
        presenter: MainPresenter,
        wireframe: any IMainWireframe
    ) {
        unlaunchedViewController = viewController
        self.presenter = presenter
        self.wireframe = wireframe
    }

    func launch(in window: UIWindow) {
        wireframe?.show(in: window)
        unlaunchedViewController = nil
    }

    func launch(from navigationController: UINavigationController) {
        wireframe?.push(onto: navigationController)
        unlaunchedViewController = nil
    }
}
