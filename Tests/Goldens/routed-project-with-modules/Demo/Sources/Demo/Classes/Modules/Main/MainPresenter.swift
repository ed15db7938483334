//
//  MainPresenter.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// Handles the Main module's paths: shows its screen, and mediates between the
/// screen and the wireframe (and the interactor, once the screen has work for it: hold a
/// `MainInteractor` here then).
@MainActor
final class MainPresenter: ModuleRoutable {
    /// Makes and shows the screen; tests put a spy here.
    lazy var wireframe: any MainWireframeType = MainWireframe()
    /// The screen, once shown; it owns the presenter, so it is held weakly.
    private(set) weak var viewController: MainViewController?

    /// The paths the presenter handles; add one, and its branch in `route`, for each further
    /// way to open the module.
    static func getPaths() -> [String] {
        ["/show"]
    }

    static func routable() -> any ModuleRoutable {
        MainPresenter()
    }

    func route(parameters: ModuleParameters?, path: String, callback: ModuleCallback?) {
        let viewController = wireframe.makeViewController()
        viewController.presenter = self
        let title = parameters?[MainModuleParameters.title.rawValue]
        viewController.title = title ?? "Main"
        self.viewController = viewController
        wireframe.present(viewController: viewController)
        callback?(.success([:]))
    }
}
