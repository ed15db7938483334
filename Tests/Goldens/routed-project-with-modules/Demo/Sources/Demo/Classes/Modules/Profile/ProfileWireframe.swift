//
//  ProfileWireframe.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

/// What the Profile presenter asks of its wireframe.
@MainActor
protocol ProfileWireframeType: WireframeType {
    /// The Profile screen, not yet shown.
    func makeViewController() -> ProfileViewController
}

/// Makes the Profile screen and shows it.
///
/// The screen comes from the storyboard `ProfileStoryboard` when the app has one
/// (a scene whose class and Storyboard ID are `ProfileViewController`); without
/// it, the screen is made in code.
@MainActor
final class ProfileWireframe: ProfileWireframeType {
    let storyboardName = "ProfileStoryboard"
    var presentationMode = ModulePresentationMode.navigationStack

    func makeViewController() -> ProfileViewController {
        let storyboardScreen = instantiateViewController(ProfileViewController.self)
        return storyboardScreen ?? ProfileViewController()
    }
}
