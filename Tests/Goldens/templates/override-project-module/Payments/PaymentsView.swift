//  PaymentsView.swift (from the project's template)

import SwiftUI

struct PaymentsView: View {
    @State var model = PaymentsViewModel()

    var body: some View { Text(model.title) }
}
