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
    /// Creates the router, interactor, view state and presenter and returns the screen.
    ___VARIABLE_mainActor___
    func build() -> some View {
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
        return ___VARIABLE_moduleName___View(viewState: viewState)
    }
}
