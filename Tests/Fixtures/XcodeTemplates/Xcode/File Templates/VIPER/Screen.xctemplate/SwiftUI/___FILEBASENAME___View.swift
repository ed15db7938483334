//___FILEHEADER___

import SwiftUI

/// The ___VARIABLE_productName___ screen, built with SwiftUI.
struct ___FILEBASENAMEASIDENTIFIER___: View {
    @State var model = ___VARIABLE_productName___ViewModel()

    var body: some View {
        Text(model.title)
    }
}
