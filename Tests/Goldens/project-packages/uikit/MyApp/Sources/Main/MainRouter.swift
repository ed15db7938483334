//
//  MainRouter.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import UIKit

/// Assembles the Main module and shows its screen.
///
/// From another module's router output:
///
///     MainRouterInput().push(from: view, entryEntity: MainEntryEntity())
@MainActor
public struct MainRouterInput {
    /// The Main screen, wired to its presenter, interactor and router output.
    public func view(entryEntity: MainEntryEntity) -> MainViewController {
        let viewController = MainViewController()
        let interactor = MainInteractor()
        let dependencies: MainPresenterDependencies = (
            interactor: interactor,
            router: MainRouterOutput(viewController)
        )
        let presenter = MainPresenter(
            entities: MainEntities(entryEntity: entryEntity),
            view: viewController,
            dependencies: dependencies
        )
        viewController.presenter = presenter
        interactor.presenter = presenter
        return viewController
    }

    /// Pushes the Main screen onto the navigation stack of `from`.
    public func push(from: any Viewable, entryEntity: MainEntryEntity) {
        from.push(view(entryEntity: entryEntity), animated: true)
    }

    /// Presents the Main screen modally over `from`, in a navigation controller of
    /// its own.
    public func present(from: any Viewable, entryEntity: MainEntryEntity) {
        let navigationController = UINavigationController(
            rootViewController: view(entryEntity: entryEntity))
        from.present(navigationController, animated: true)
    }

    /// The memberwise initializer, public for other modules.
    public init() {}
}

/// Where the Main presenter can navigate: add a method per destination, and
/// record it in the tests' router spy.
protocol MainRouting: Routerable {}

/// Navigates from the Main screen: add a method per destination, opening it with
/// its router input (`OtherRouterInput().push(from: view, entryEntity: OtherEntryEntity())`).
@MainActor
final class MainRouterOutput: MainRouting {
    /// The screen navigated from; it owns the presenter that owns this router, so it is held
    /// weakly (implicitly unwrapped, as `Routerable` declares it).
    private(set) weak var view: (any Viewable)!

    /// A router output navigating from `view`.
    init(_ view: any Viewable) {
        self.view = view
    }
}
