//
//  PaymentsModel.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// The data the Payments module shows.
struct PaymentsModel: Equatable, Sendable {
    /// The title of the screen.
    var title: String
}
