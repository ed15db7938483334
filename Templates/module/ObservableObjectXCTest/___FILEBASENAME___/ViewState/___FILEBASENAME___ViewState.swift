//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import Combine

/// The observable state of the ___VARIABLE_moduleName___ screen; it owns the presenter.
___VARIABLE_mainActor___
final class ___VARIABLE_moduleName___ViewState: ObservableObject, ___VARIABLE_moduleName___ViewStateProtocol {
    /// The screen's title; empty until the presenter shows the loaded one.
    @Published private(set) var title = ""
    private var presenter: (any ___VARIABLE_moduleName___PresenterProtocol)?

    func set(with presenter: any ___VARIABLE_moduleName___PresenterProtocol) {
        self.presenter = presenter
    }

    func show(title: String) {
        self.title = title
    }

    /// Tells the presenter the screen appeared, for it to load what the screen shows.
    func viewAppeared() async {
        await presenter?.viewAppeared()
    }
}
