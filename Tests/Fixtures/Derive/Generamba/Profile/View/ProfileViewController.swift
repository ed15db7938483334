//
//  ProfileViewController.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

class ProfileViewController: UIViewController, ProfileViewInput {

    var output: ProfileViewOutput!

    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var avatarView: UIImageView!
    private let formatter = DateFormatter()

    // MARK: Life cycle
    override func viewDidLoad() {
        super.viewDidLoad()
        output.viewIsReady()
        title = "Profile"
    }

    // MARK: ProfileViewInput
    func setupInitialState() {
        nameLabel.text = nil
        avatarView.image = UIImage(named: "profile-placeholder")
    }

    func show(name: String, memberSince: Date) {
        nameLabel.text = name + " (" + formatter.string(from: memberSince) + ")"
    }

    @IBAction private func didTapEdit(_ sender: UIButton) {
        output.didTapEdit()
    }
}
