//
//  PaymentsInteractor.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

/// The business logic of the Payments module; it knows nothing about the UI and runs
/// off the main actor.
final class PaymentsInteractor {}
