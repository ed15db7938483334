//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import SwiftUI

/// The ___VARIABLE_moduleName___ screen.
struct ___VARIABLE_moduleName___View: View {
    /// The view state, made when the screen first appears and kept for its life.
    ///
    /// `@State` has no lazy initial value: one made in `init` would build the module again each
    /// time this view is re-created.
    @State private var viewState: ___VARIABLE_moduleName___ViewState?
    private let makeViewState: () -> ___VARIABLE_moduleName___ViewState

    /// Shows the view state that `viewState` makes when the screen first appears.
    init(viewState: @autoclosure @escaping () -> ___VARIABLE_moduleName___ViewState) {
        makeViewState = viewState
    }

    var body: some View {
        Text(viewState?.title ?? "")
            .task {
                let viewState = self.viewState ?? makeViewState()
                self.viewState = viewState
                await viewState.viewAppeared()
            }
    }
}

#Preview {
    ApplicationViewBuilder.stub.build(view: .___VARIABLE_moduleName:lowerCamel___)
}
