//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import GenericModule
import UIKit

/// What the presenter asks of the ___VARIABLE_moduleName___ screen (through `viewInput`).
@MainActor
protocol ___VARIABLE_moduleName___ViewInput: AnyObject {}

/// What the ___VARIABLE_moduleName___ screen tells its presenter, besides the lifecycle GenericModule forwards.
@MainActor
protocol ___VARIABLE_moduleName___ViewOutput: AnyObject {
    /// The screen was taken off the navigation stack or dismissed.
    func leaveEventTriggered()
}

/// The ___VARIABLE_moduleName___ screen: shows its view model and reports what happens to it.
final class ___VARIABLE_moduleName___ViewController:
    ViewController<___VARIABLE_moduleName___ViewModel, any ___VARIABLE_moduleName___ViewInput, any ___VARIABLE_moduleName___ViewOutput>
{
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        // GenericModule tells the presenter the view loaded, which shows the first view model,
        // right after this handler: set the views up here, so that update finds them in place.
        super.viewDidLoad {
            view.backgroundColor = .___VARIABLE_backgroundColor___
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

    override func update(with viewUpdate: Update<___VARIABLE_moduleName___ViewModel>, animated: Bool) {
        super.update(with: viewUpdate, animated: animated)
        viewUpdate(\.title) { title in
            self.title = title
            titleLabel.text = title
        }
    }
}

// MARK: - ___VARIABLE_moduleName___ViewInput

extension ___VARIABLE_moduleName___ViewController: ___VARIABLE_moduleName___ViewInput {}
