//
//  PaymentsViewController.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// What the Payments presenter shows on its screen.
@MainActor
protocol PaymentsViewInputs: AnyObject {
    /// Shows the screen's title.
    func show(title: String)
}

/// The Payments screen's events, handled by its presenter.
@MainActor
protocol PaymentsViewOutputs: AnyObject {
    /// The screen's view was loaded.
    func viewDidLoad()
}

/// The Payments screen.
final class PaymentsViewController: UIViewController, StoryboardIdentifiableViewController {
    /// The presenter the screen's events go to; the screen keeps it for as long as it lives.
    var presenter: (any PaymentsViewOutputs)?

    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        presenter?.viewDidLoad()
    }
}

extension PaymentsViewController: PaymentsViewInputs {
    func show(title: String) {
        self.title = title
        titleLabel.text = title
    }
}
