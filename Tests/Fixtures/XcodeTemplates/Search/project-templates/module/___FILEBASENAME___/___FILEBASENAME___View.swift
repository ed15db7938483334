//  ___FILENAME___ (from the project's template)

import SwiftUI

struct ___FILEBASENAMEASIDENTIFIER___: View {
    @State var model = ___VARIABLE_moduleName___ViewModel()

    var body: some View { Text(model.title) }
}
