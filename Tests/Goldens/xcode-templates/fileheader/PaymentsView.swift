//
//  PaymentsView.swift
//  MyApp, owned by Payments Squad
//
//  Copyright © 2026 Acme Labs. All rights reserved.
//  Questions: mobile@acme.example
//

import SwiftUI

/// The Payments screen, built with SwiftUI.
struct PaymentsView: View {
    @State var model = PaymentsViewModel()

    var body: some View {
        Text(model.title)
    }
}
