//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import UIKit

/// What the ___VARIABLE_moduleName___ presenter shows on its screen.
@MainActor
protocol ___VARIABLE_moduleName___ViewInputs: AnyObject {
    /// Shows the screen's title.
    func show(title: String)
}

/// The ___VARIABLE_moduleName___ screen's events, handled by its presenter.
@MainActor
protocol ___VARIABLE_moduleName___ViewOutputs: AnyObject {
    /// The screen's view was loaded.
    func viewDidLoad()
}

/// The ___VARIABLE_moduleName___ screen.
final class ___VARIABLE_moduleName___ViewController: UIViewController, StoryboardIdentifiableViewController {
    /// The presenter the screen's events go to; the screen keeps it for as long as it lives.
    var presenter: (any ___VARIABLE_moduleName___ViewOutputs)?

    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .___VARIABLE_backgroundColor___
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

extension ___VARIABLE_moduleName___ViewController: ___VARIABLE_moduleName___ViewInputs {
    func show(title: String) {
        self.title = title
        titleLabel.text = title
    }
}
