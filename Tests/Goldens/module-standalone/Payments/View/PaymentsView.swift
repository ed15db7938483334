//
//  PaymentsView.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import SwiftUI

/// The Payments screen.
struct PaymentsView: View {
    @StateObject private var viewState: PaymentsViewState

    /// Shows `viewState`; as with any `@StateObject`, the view keeps the first one it is given.
    init(viewState: PaymentsViewState) {
        _viewState = StateObject(wrappedValue: viewState)
    }

    var body: some View {
        Text("Payments")
    }
}

/// Previews the Payments screen as the app builds it.
struct PaymentsViewPreviews: PreviewProvider {
    static var previews: some View {
        ApplicationViewBuilder.stub.build(view: .payments)
    }
}
