//
//  PaymentsRouter.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// Assembles the Payments module and shows its screen.
///
/// From another module's router output:
///
///     PaymentsRouterInput().push(from: view, entryEntity: PaymentsEntryEntity())
@MainActor
struct PaymentsRouterInput {
    /// The Payments screen, wired to its presenter, interactor and router output.
    func view(entryEntity: PaymentsEntryEntity) -> PaymentsViewController {
        let viewController = PaymentsViewController()
        let interactor = PaymentsInteractor()
        let dependencies: PaymentsPresenterDependencies = (
            interactor: interactor,
            router: PaymentsRouterOutput(viewController)
        )
        let presenter = PaymentsPresenter(
            entities: PaymentsEntities(entryEntity: entryEntity),
            view: viewController,
            dependencies: dependencies
        )
        viewController.presenter = presenter
        interactor.presenter = presenter
        return viewController
    }

    /// Pushes the Payments screen onto the navigation stack of `from`.
    func push(from: any Viewable, entryEntity: PaymentsEntryEntity) {
        from.push(view(entryEntity: entryEntity), animated: true)
    }

    /// Presents the Payments screen modally over `from`, in a navigation controller of
    /// its own.
    func present(from: any Viewable, entryEntity: PaymentsEntryEntity) {
        let navigationController = UINavigationController(
            rootViewController: view(entryEntity: entryEntity))
        from.present(navigationController, animated: true)
    }
}

/// Where the Payments presenter can navigate: add a method per destination, and
/// record it in the tests' router spy.
protocol PaymentsRouting: Routerable {}

/// Navigates from the Payments screen: add a method per destination, opening it with
/// its router input (`OtherRouterInput().push(from: view, entryEntity: OtherEntryEntity())`).
@MainActor
final class PaymentsRouterOutput: PaymentsRouting {
    /// The screen navigated from; it owns the presenter that owns this router, so it is held
    /// weakly (implicitly unwrapped, as `Routerable` declares it).
    private(set) weak var view: (any Viewable)!

    /// A router output navigating from `view`.
    init(_ view: any Viewable) {
        self.view = view
    }
}
