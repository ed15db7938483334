//
//  IPaymentsView.swift
//  Payments
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// What the presenter shows on the Payments screen.
@MainActor
protocol IPaymentsView: AnyObject {
    /// Shows the screen's title.
    func show(title: String)
    /// Shows why the screen's data could not be loaded.
    func show(errorMessage: String)
}

/// What the Payments screen tells its presenter.
@MainActor
protocol IPaymentsViewOutput: AnyObject {
    /// The screen's view is loaded: time to load what it shows.
    func viewDidLoad()
    /// The screen was taken off the navigation stack or dismissed.
    func viewDidLeave()
}
