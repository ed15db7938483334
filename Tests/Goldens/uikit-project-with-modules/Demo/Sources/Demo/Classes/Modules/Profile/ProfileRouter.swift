//
//  ProfileRouter.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// Assembles the Profile module and shows its screen.
///
/// From another module's router output:
///
///     ProfileRouterInput().push(from: view, entryEntity: ProfileEntryEntity())
@MainActor
struct ProfileRouterInput {
    /// The Profile screen, wired to its presenter, interactor and router output.
    func view(entryEntity: ProfileEntryEntity) -> ProfileViewController {
        let viewController = ProfileViewController()
        let interactor = ProfileInteractor()
        let dependencies: ProfilePresenterDependencies = (
            interactor: interactor,
            router: ProfileRouterOutput(viewController)
        )
        let presenter = ProfilePresenter(
            entities: ProfileEntities(entryEntity: entryEntity),
            view: viewController,
            dependencies: dependencies
        )
        viewController.presenter = presenter
        interactor.presenter = presenter
        return viewController
    }

    /// Pushes the Profile screen onto the navigation stack of `from`.
    func push(from: any Viewable, entryEntity: ProfileEntryEntity) {
        from.push(view(entryEntity: entryEntity), animated: true)
    }

    /// Presents the Profile screen modally over `from`, in a navigation controller of
    /// its own.
    func present(from: any Viewable, entryEntity: ProfileEntryEntity) {
        let navigationController = UINavigationController(
            rootViewController: view(entryEntity: entryEntity))
        from.present(navigationController, animated: true)
    }
}

/// Where the Profile presenter can navigate: add a method per destination, and
/// record it in the tests' router spy.
protocol ProfileRouting: Routerable {}

/// Navigates from the Profile screen: add a method per destination, opening it with
/// its router input (`OtherRouterInput().push(from: view, entryEntity: OtherEntryEntity())`).
@MainActor
final class ProfileRouterOutput: ProfileRouting {
    /// The screen navigated from; it owns the presenter that owns this router, so it is held
    /// weakly (implicitly unwrapped, as `Routerable` declares it).
    private(set) weak var view: (any Viewable)!

    /// A router output navigating from `view`.
    init(_ view: any Viewable) {
        self.view = view
    }
}
