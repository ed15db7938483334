//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import GenericModule

/// What the ___VARIABLE_moduleName___ view model reads from the module: its state.
protocol ___VARIABLE_moduleName___ViewModelDelegate: AnyObject {
    /// The module's current state.
    var state: ___VARIABLE_moduleName___State { get }
}

/// What the ___VARIABLE_moduleName___ screen shows, made afresh from the state on every update.
final class ___VARIABLE_moduleName___ViewModel: ViewModel {
    /// The title of the screen.
    let title: String

    init(delegate: any ___VARIABLE_moduleName___ViewModelDelegate) {
        title = delegate.state.title
    }
}
