//
//  PaymentsState.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// The data of the Payments module.
///
/// Its presenter owns it: change it there, then call `update(animated:)` to show the change.
final class PaymentsState {
    /// The title of the screen.
    var title = "Payments"
}
