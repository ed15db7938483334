//
//  PaymentsView.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import SwiftUI

/// The Payments screen, built with SwiftUI.
struct PaymentsView: View {
    @State var model = PaymentsViewModel()

    var body: some View {
        Text(model.title)
    }
}
