//
//  ProfileViewOutput.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

protocol ProfileViewOutput {

    /// Notifies the presenter that the view is ready.
    func viewIsReady()

    func didTapEdit()
}
