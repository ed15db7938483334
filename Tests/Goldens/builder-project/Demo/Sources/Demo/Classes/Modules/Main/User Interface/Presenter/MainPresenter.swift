//
//  MainPresenter.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// The mediator of the Main module, between its view, its interactor and its IO.
///
/// It asks the interactor for data when the view needs it, shows what comes back in the view,
/// and tells the module's output when the user leaves.
@MainActor
final class MainPresenter {
    /// The screen; it owns the presenter, so the presenter holds it weakly.
    weak var view: (any IMainView)?
    /// Told when the user leaves the screen; set through the module's IO.
    weak var output: (any IMainOutput)?

    private let interactor: any MainInteractorInput
    /// Where the screen goes; call it from here when the module navigates onward.
    private let wireframe: MainWireframe

    init(interactor: any MainInteractorInput, wireframe: MainWireframe) {
        self.interactor = interactor
        self.wireframe = wireframe
    }
}

// MARK: - IMainViewOutput

extension MainPresenter: IMainViewOutput {
    func viewDidLoad() {
        interactor.loadModel()
    }

    func viewDidLeave() {
        output?.mainDidLeave()
    }
}

// MARK: - MainInteractorOutput

extension MainPresenter: MainInteractorOutput {
    func modelDidLoad(_ model: MainModel) {
        view?.show(title: model.title)
    }

    func modelDidFailToLoad(with error: any Error) {
        view?.show(errorMessage: error.localizedDescription)
    }
}
