//
//  ProfileViewInput.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

protocol ProfileViewInput: AnyObject {

    /// Sets up the view's initial state.
    func setupInitialState()

    /// Shows the user's name.
    func show(name: String, memberSince: Date)
}
