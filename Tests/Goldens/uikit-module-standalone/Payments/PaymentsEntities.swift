//
//  PaymentsEntities.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// What the Payments screen is opened with: add the values the screen needs from the
/// one opening it.
struct PaymentsEntryEntity {}

/// The Payments screen's data: what it was opened with, and whatever it loads later.
struct PaymentsEntities {
    /// What the screen was opened with.
    let entryEntity: PaymentsEntryEntity
    /// The screen's title.
    var title = "Payments"
}
