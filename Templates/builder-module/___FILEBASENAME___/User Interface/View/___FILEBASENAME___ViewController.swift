//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//  ___COPYRIGHT___
//

import UIKit

/// The ___VARIABLE_moduleName___ screen: shows what the presenter gives it and reports what happens to it.
final class ___VARIABLE_moduleName___ViewController: UIViewController {
    private let output: any I___VARIABLE_moduleName___ViewOutput
    private let titleLabel = UILabel()

    init(output: any I___VARIABLE_moduleName___ViewOutput) {
        self.output = output
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "The ___VARIABLE_moduleName___ screen is made in code by ___VARIABLE_moduleName___Builder.")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable: ___VARIABLE_moduleName___Builder makes the ___VARIABLE_moduleName___ screen.")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
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
        output.viewDidLoad()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent || isBeingDismissed {
            output.viewDidLeave()
        }
    }
}

// MARK: - I___VARIABLE_moduleName___View

extension ___VARIABLE_moduleName___ViewController: I___VARIABLE_moduleName___View {
    func show(title: String) {
        self.title = title
        titleLabel.text = title
    }

    func show(errorMessage: String) {
        titleLabel.text = errorMessage
    }
}
