//
//  PaymentsOutputSpy.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

@testable import Demo

/// The code that launched the Payments module, for tests: records what the module tells it.
final class PaymentsOutputSpy: IPaymentsOutput {
    /// How many times the user left the screen.
    private(set) var leaveCount = 0

    func paymentsDidLeave() {
        leaveCount += 1
    }
}
