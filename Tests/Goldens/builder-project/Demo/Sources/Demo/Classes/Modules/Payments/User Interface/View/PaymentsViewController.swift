//
//  PaymentsViewController.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// The Payments screen: shows what the presenter gives it and reports what happens to it.
final class PaymentsViewController: UIViewController {
    private let output: any IPaymentsViewOutput
    private let titleLabel = UILabel()

    init(output: any IPaymentsViewOutput) {
        self.output = output
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "The Payments screen is made in code by PaymentsBuilder.")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable: PaymentsBuilder makes the Payments screen.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
        output.viewDidLoad()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent || isBeingDismissed {
            output.viewDidLeave()
        }
    }
}

// MARK: - IPaymentsView

extension PaymentsViewController: IPaymentsView {
    func show(title: String) {
        self.title = title
        titleLabel.text = title
    }

    func show(errorMessage: String) {
        titleLabel.text = errorMessage
    }
}
