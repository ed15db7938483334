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
    @StateObject private var viewState: ___VARIABLE_moduleName___ViewState

    /// Shows the view state that `viewState` makes; SwiftUI makes it once, when the screen
    /// first appears, and keeps it for the screen's life, however often this view is re-created.
    init(viewState: @autoclosure @escaping () -> ___VARIABLE_moduleName___ViewState) {
        _viewState = StateObject(wrappedValue: viewState())
    }

    var body: some View {
        Text(viewState.title)
            .task {
                await viewState.viewAppeared()
            }
    }
}

#Preview {
    ApplicationViewBuilder.stub.build(view: .___VARIABLE_moduleName:lowerCamel___)
}
