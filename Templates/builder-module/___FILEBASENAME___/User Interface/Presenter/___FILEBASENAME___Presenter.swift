//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// The mediator of the ___VARIABLE_moduleName___ module, between its view, its interactor and its IO.
///
/// It asks the interactor for data when the view needs it, shows what comes back in the view,
/// and tells the module's output when the user leaves.
@MainActor
final class ___VARIABLE_moduleName___Presenter {
    /// The screen; it owns the presenter, so the presenter holds it weakly.
    weak var view: (any I___VARIABLE_moduleName___View)?
    /// Told when the user leaves the screen; set through the module's IO.
    weak var output: (any I___VARIABLE_moduleName___Output)?

    private let interactor: any ___VARIABLE_moduleName___InteractorInput
    /// Where the screen goes; call it from here when the module navigates onward.
    private let wireframe: ___VARIABLE_moduleName___Wireframe

    init(interactor: any ___VARIABLE_moduleName___InteractorInput, wireframe: ___VARIABLE_moduleName___Wireframe) {
        self.interactor = interactor
        self.wireframe = wireframe
    }
}

// MARK: - I___VARIABLE_moduleName___ViewOutput

extension ___VARIABLE_moduleName___Presenter: I___VARIABLE_moduleName___ViewOutput {
    func viewDidLoad() {
        interactor.loadModel()
    }

    func viewDidLeave() {
        output?.___VARIABLE_moduleName:lowerCamel___DidLeave()
    }
}

// MARK: - ___VARIABLE_moduleName___InteractorOutput

extension ___VARIABLE_moduleName___Presenter: ___VARIABLE_moduleName___InteractorOutput {
    func modelDidLoad(_ model: ___VARIABLE_moduleName___Model) {
        view?.show(title: model.title)
    }

    func modelDidFailToLoad(with error: any Error) {
        view?.show(errorMessage: error.localizedDescription)
    }
}
