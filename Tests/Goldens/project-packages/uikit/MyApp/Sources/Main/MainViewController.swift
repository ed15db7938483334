//
//  MainViewController.swift
//  MyApp
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Architecture
import UIKit

/// What the Main presenter shows on its screen.
@MainActor
protocol MainViewInputs: AnyObject {
    /// Shows the screen's data.
    func configure(entities: MainEntities)
}

/// The Main screen's events, handled by its presenter.
@MainActor
protocol MainViewOutputs: AnyObject {
    /// The screen's view was loaded.
    func viewDidLoad()
}

/// The Main screen.
public final class MainViewController: UIViewController {
    /// The presenter the screen's events go to; the screen keeps it for as long as it lives.
    var presenter: (any MainViewOutputs)?

    private let titleLabel = UILabel()

    public override func viewDidLoad() {
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

extension MainViewController: MainViewInputs {
    func configure(entities: MainEntities) {
        title = entities.title
        titleLabel.text = entities.title
    }
}

extension MainViewController: Viewable {}
