//
//  MainViewController.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import GenericModule
import UIKit

/// What the presenter asks of the Main screen (through `viewInput`).
@MainActor
protocol MainViewInput: AnyObject {}

/// What the Main screen tells its presenter, besides the lifecycle GenericModule forwards.
@MainActor
protocol MainViewOutput: AnyObject {
    /// The screen was taken off the navigation stack or dismissed.
    func leaveEventTriggered()
}

/// The Main screen: shows its view model and reports what happens to it.
final class MainViewController:
    ViewController<MainViewModel, any MainViewInput, any MainViewOutput>
{
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        // GenericModule tells the presenter the view loaded, which shows the first view model,
        // right after this handler: set the views up here, so that update finds them in place.
        super.viewDidLoad {
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
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent || isBeingDismissed {
            output.leaveEventTriggered()
        }
    }

    override func update(with viewUpdate: Update<MainViewModel>, animated: Bool) {
        super.update(with: viewUpdate, animated: animated)
        viewUpdate(\.title) { title in
            self.title = title
            titleLabel.text = title
        }
    }
}

// MARK: - MainViewInput

extension MainViewController: MainViewInput {}
