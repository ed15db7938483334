//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Foundation

/// Turns user actions into interactor calls and routes, and updates the view state.
___VARIABLE_mainActor___
final class ___VARIABLE_moduleName___Presenter: ___VARIABLE_moduleName___PresenterProtocol {
    private let router: any ___VARIABLE_moduleName___RouterProtocol
    private let interactor: any ___VARIABLE_moduleName___InteractorProtocol
    private weak var viewState: (any ___VARIABLE_moduleName___ViewStateProtocol)?

    init(
        router: any ___VARIABLE_moduleName___RouterProtocol,
        interactor: any ___VARIABLE_moduleName___InteractorProtocol,
        viewState: any ___VARIABLE_moduleName___ViewStateProtocol
    ) {
        self.router = router
        self.interactor = interactor
        self.viewState = viewState
    }

    func viewAppeared() async {
        let title = await interactor.loadTitle()
        viewState?.show(title: title)
    }
}
