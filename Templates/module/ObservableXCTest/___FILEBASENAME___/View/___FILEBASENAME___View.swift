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
    @State private var viewState: ___VARIABLE_moduleName___ViewState

    /// Shows `viewState`; as with any `@State`, the view keeps the first one it is given.
    init(viewState: ___VARIABLE_moduleName___ViewState) {
        _viewState = State(initialValue: viewState)
    }

    var body: some View {
        Text("___VARIABLE_moduleName:swiftString___")
    }
}

/// Previews the ___VARIABLE_moduleName___ screen as the app builds it.
#Preview {
    ApplicationViewBuilder.stub.build(view: .___VARIABLE_moduleName:lowerCamel___)
}
