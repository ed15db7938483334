//
//  PaymentsPresenter.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// Handles the Payments module's paths: shows its screen, and mediates between the
/// screen, the interactor and the wireframe.
@MainActor
final class PaymentsPresenter: ModuleRoutable {
    /// Makes and shows the screen; tests put a spy here.
    lazy var wireframe: any PaymentsWireframeType = PaymentsWireframe()
    /// The business logic; tests put a spy here.
    lazy var interactor: any PaymentsInteractorInputs = PaymentsInteractor()
    /// The screen once shown, held weakly since it owns the presenter; tests put a spy here.
    weak var view: (any PaymentsViewInputs)?
    /// The title the URL gave, if any.
    private var title: String?
    /// The load of the title, started when the screen's view loads; cancelled when the screen goes.
    private(set) var loadTask: Task<Void, Never>?

    deinit {
        loadTask?.cancel()
    }

    /// The paths the presenter handles; add one, and its branch in `route`, for each further
    /// way to open the module.
    static func getPaths() -> [String] {
        ["/show"]
    }

    static func routable() -> any ModuleRoutable {
        PaymentsPresenter()
    }

    func route(parameters: ModuleParameters?, path: String, callback: ModuleCallback?) {
        title = parameters?[PaymentsModuleParameters.title.rawValue]
        let viewController = wireframe.makeViewController()
        viewController.presenter = self
        view = viewController
        wireframe.present(viewController: viewController)
        callback?(.success([:]))
    }
}

extension PaymentsPresenter: PaymentsViewOutputs {
    func viewDidLoad() {
        if let title {
            view?.show(title: title)
            return
        }
        loadTask?.cancel()
        // The task holds the presenter weakly, so the screen going still frees it, and its deinit
        // cancels the load.
        loadTask = Task { [weak self, interactor] in
            let title = await interactor.loadTitle()
            self?.view?.show(title: title)
        }
    }
}
