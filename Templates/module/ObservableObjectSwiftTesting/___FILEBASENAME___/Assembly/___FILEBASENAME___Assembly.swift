//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import SwiftUI

/// Builds the ___VARIABLE_moduleName___ screen and wires its VIPER parts together.
final class ___VARIABLE_moduleName___Assembly: Assembly {
    /// Returns the screen; it builds its router, interactor, view state and presenter once, when
    /// SwiftUI first shows it, not on every render of the view that shows it.
    ___VARIABLE_mainActor___
    func build() -> some View {
        ___VARIABLE_moduleName___View(viewState: self.makeViewState())
    }

    /// Creates the router, interactor, view state and presenter, wired together.
    ___VARIABLE_mainActor___
    private func makeViewState() -> ___VARIABLE_moduleName___ViewState {
        let navigation = container.resolve(NavigationAssembly.self).build()
        let router = ___VARIABLE_moduleName___Router(navigation: navigation)
        let interactor = ___VARIABLE_moduleName___Interactor()
        let viewState = ___VARIABLE_moduleName___ViewState()
        let presenter = ___VARIABLE_moduleName___Presenter(
            router: router,
            interactor: interactor,
            viewState: viewState
        )
        viewState.set(with: presenter)
        return viewState
    }
}
