//
//  PaymentsViewSpy.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

@testable import Demo

/// The Payments view for tests that records what the presenter shows in it.
final class PaymentsViewSpy: IPaymentsView {
    /// The titles shown, in order.
    private(set) var shownTitles: [String] = []
    /// The error messages shown, in order.
    private(set) var shownErrorMessages: [String] = []

    func show(title: String) {
        shownTitles.append(title)
    }

    func show(errorMessage: String) {
        shownErrorMessages.append(errorMessage)
    }
}
